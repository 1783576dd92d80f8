export { PanelSection, type PanelSectionProps } from './PanelSection';
