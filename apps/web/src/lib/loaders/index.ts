export { loadCharts, type ChartsModule } from './load-charts.ts';
