import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { DatePicker } from '../../../components/ui/date-picker/date-picker.tsx';
import { formatShortDate, useDateLocale } from '../../../components/ui/date-picker/date-locale.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** /test-date-picker: the DatePicker used by later forms, in the current locale, with the chosen value. */
export function TestDatePickerPage() {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const [date, setDate] = useState<Date | undefined>(undefined);

  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-50">{t('datePicker.demo.title')}</h1>
      <p className="text-gray-700 dark:text-gray-300">{t('datePicker.demo.description')}</p>
      <Card>
        <CardHeader>
          <CardTitle>{t('datePicker.demo.label')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <DatePicker label={t('datePicker.demo.label')} value={date} onChange={setDate} name="date" />
          <p aria-live="polite" data-testid="chosen-date" className="text-gray-900 dark:text-gray-50">
            {date ? t('datePicker.demo.selected', { date: formatShortDate(date, locale) }) : t('datePicker.demo.none')}
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
