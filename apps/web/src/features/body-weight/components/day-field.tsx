import { FormField, INPUT_CLASSES, describedBy } from '../../../components/ui/form-field.tsx';

/** The day of a body log's entry: from 1900 up to the user's today. */
export function DayField({
  id,
  value,
  today,
  error,
  hint,
  onChange,
}: {
  id: string;
  value: string;
  today: string;
  error?: string;
  hint?: string;
  onChange: (date: string) => void;
}) {
  return (
    <FormField id={id} label="Date" error={error} hint={hint}>
      <input
        id={id}
        type="date"
        min="1900-01-01"
        max={today}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={INPUT_CLASSES}
        {...describedBy(id, error)}
      />
    </FormField>
  );
}
