/** An icon Chakra draws inside an element of the catalog (the notices' status icons, the close button's cross). */
export interface FirstPaintIcon {
  className: string;
  viewBox: string;
  paths: { d: string; fillRule?: 'evenodd'; clipRule?: 'evenodd' }[];
}
