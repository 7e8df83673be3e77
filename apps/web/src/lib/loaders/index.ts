export { analyticsLoadErrorMessage, loadAnalytics } from './load-analytics.ts';
export { chartsLoadErrorMessage, loadCharts, type ChartsModule } from './load-charts.ts';
