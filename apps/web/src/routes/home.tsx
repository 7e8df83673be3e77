import { useShell } from '../app/shell-context.ts';
import { HomePage } from '../features/home/index.ts';

export function HomeRoute() {
  const { producer } = useShell();
  return <HomePage producer={producer} />;
}
