export { CatalogPage, type CatalogPageProps } from './components/catalog-page.tsx';
export { CourseDetailPage, type CourseDetailPageProps } from './components/course-detail-page.tsx';
export { CourseListingPage, type CourseListingPageProps } from './components/course-listing-page.tsx';
export { parsePage } from './logic/paging.ts';
