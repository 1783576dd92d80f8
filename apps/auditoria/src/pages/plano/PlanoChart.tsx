import { Odontogram, type OdontogramProps } from '@odonto/odontogram';

/**
 * The plan's chart, read-only. Its own file, loaded after the plan's first paint (PlanoPage): the chart is
 * the heaviest part of the screen (~13 KB gzipped) and the auditor reads the plan's data and items first;
 * with it in the screen's chunk the plan's first load was 274 KB, over the 260 KB budget (issue #34).
 */
export function PlanoChart(props: Omit<OdontogramProps, 'readOnly'>) {
  return <Odontogram readOnly {...props} />;
}
