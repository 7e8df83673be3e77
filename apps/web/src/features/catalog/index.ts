export { CatalogPage } from './components/catalog-page.tsx';
export { CourseDetailPage } from './components/course-detail-page.tsx';
export { CourseListingPage } from './components/course-listing-page.tsx';
export { parsePage } from './logic/paging.ts';
