import type * as Recharts from 'recharts';

export type ChartsModule = typeof Recharts;

export const chartsLoadErrorMessage = 'Não foi possível carregar a biblioteca de gráficos.';

/** Loads recharts on demand (its own chunk); a failure is logged in Portuguese and re-thrown. */
export async function loadCharts(
  importCharts: () => Promise<ChartsModule> = () => import('recharts'),
): Promise<ChartsModule> {
  try {
    return await importCharts();
  } catch (error) {
    console.error(chartsLoadErrorMessage, error);
    throw error;
  }
}
