/** A file type the plans accept, decided from the first bytes (docs/product-rules.md#d3). */
export interface AcceptedFileType {
  contentType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/tiff' | 'application/pdf';
  extension: string;
}

const SIGNATURES: { bytes: number[]; type: AcceptedFileType }[] = [
  { bytes: [0xff, 0xd8, 0xff], type: { contentType: 'image/jpeg', extension: 'jpg' } },
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    type: { contentType: 'image/png', extension: 'png' },
  },
  { bytes: [...'GIF87a'].map((c) => c.charCodeAt(0)), type: { contentType: 'image/gif', extension: 'gif' } },
  { bytes: [...'GIF89a'].map((c) => c.charCodeAt(0)), type: { contentType: 'image/gif', extension: 'gif' } },
  { bytes: [0x49, 0x49, 0x2a, 0x00], type: { contentType: 'image/tiff', extension: 'tiff' } },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], type: { contentType: 'image/tiff', extension: 'tiff' } },
  {
    bytes: [...'%PDF-'].map((c) => c.charCodeAt(0)),
    type: { contentType: 'application/pdf', extension: 'pdf' },
  },
];

/** The type of a file from its magic bytes, or null when it is none of JPEG, PNG, GIF, TIFF, PDF. */
export function detectFileType(bytes: Uint8Array): AcceptedFileType | null {
  const match = SIGNATURES.find(({ bytes: signature }) =>
    signature.every((byte, index) => bytes[index] === byte),
  );
  return match?.type ?? null;
}
