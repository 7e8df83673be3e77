import { plannerRatingMax, plannerRatingMin, type PlannerOptions } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';

const ratings = Array.from({ length: plannerRatingMax - plannerRatingMin + 1 }, (_, index) => plannerRatingMin + index);

export interface SelfRatingProps {
  areas: PlannerOptions['areas'];
  /** Grande área id → 1 … 5. */
  value: Record<string, number>;
  onChange: (value: Record<string, number>) => void;
}

/** A rating per grande área, "Muito fraco" … "Muito forte", with the learner's accuracy in the bank when known. */
export function SelfRating({ areas, value, onChange }: SelfRatingProps) {
  const { t } = useTranslation();
  if (areas.length === 0)
    return <p className="text-gray-600 dark:text-gray-300">{t('planner.onboarding.level.noAreas')}</p>;
  return (
    <div className="flex flex-col gap-4">
      {areas.map((area) => (
        <fieldset key={area.id} className="flex flex-col gap-2">
          <legend className="font-semibold text-gray-900 dark:text-gray-50">{area.desc}</legend>
          {area.accuracy_pct !== null ? (
            <p className="text-sm text-gray-600 dark:text-gray-300">
              {t('planner.onboarding.level.accuracy', { pct: Math.round(area.accuracy_pct), count: area.answers })}
            </p>
          ) : null}
          <div className="grid grid-cols-1 gap-1 sm:grid-cols-5">
            {ratings.map((rating) => (
              <label
                key={rating}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3 text-sm has-checked:border-(--brand-primary) has-checked:font-semibold dark:border-gray-800"
              >
                <input
                  type="radio"
                  name={`area-${area.id}`}
                  value={rating}
                  checked={value[String(area.id)] === rating}
                  onChange={() => onChange({ ...value, [String(area.id)]: rating })}
                  className="size-4 accent-(--brand-primary)"
                />
                {t(`planner.onboarding.level.ratings.${rating}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
