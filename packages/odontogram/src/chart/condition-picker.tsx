import { CONDITIONS, type ToothCondition } from '../model/conditions';
import type { OdontogramLabels } from './labels';

/**
 * While recording situations: the choice of the one a pressed tooth takes, as radio buttons (the legend
 * drawn under the teeth shows what each looks like).
 */
export function ConditionPicker({
  labels,
  ids,
  value,
  onChange,
}: {
  labels: OdontogramLabels;
  ids: string;
  value: ToothCondition | '';
  onChange: (value: ToothCondition | '') => void;
}) {
  return (
    <fieldset
      style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', margin: '8px 0 0', padding: 0, border: 0 }}
    >
      <legend style={{ fontWeight: 600, padding: 0 }}>{labels.conditionsTitle}</legend>
      {[...CONDITIONS, ''].map((code) => (
        <label key={code} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 24 }}>
          <input
            type="radio"
            name={`${ids}condition`}
            checked={value === code}
            onChange={() => onChange(code as ToothCondition | '')}
          />
          {code ? `${labels.conditions[code as ToothCondition]} (${code})` : labels.noCondition}
        </label>
      ))}
    </fieldset>
  );
}
