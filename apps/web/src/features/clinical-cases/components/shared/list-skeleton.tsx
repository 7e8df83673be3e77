import { Skeleton } from '../../../../components/ui/skeleton.tsx';

/** Case cards while they load (pair with a status text). */
export function CardsSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="grid gap-3 md:grid-cols-2">
      {Array.from({ length: count }, (_, key) => (
        <Skeleton key={key} className="h-44 rounded-xl" />
      ))}
    </div>
  );
}
