import type { AccessErrorCode } from '@members/contract';
import { AppError } from '../../errors/app-error.ts';

/**
 * The learner holds no live access to a product that unlocks this area: 403 with the area and, when a product that
 * unlocks it is sold here, its offers page (`data.offer_path`), so the web app can show "Ver planos".
 */
export function areaLockedError(area: string, offerPath: string | null): AppError {
  const code: AccessErrorCode = 'access.area_locked';
  return new AppError({
    code,
    statusCode: 403,
    message: `The learner's products do not include the ${area} area`,
    data: offerPath ? { area, offer_path: offerPath } : { area },
  });
}
