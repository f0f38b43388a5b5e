/** The wizard's own state: signers, CC recipients and fields are kept here until the review sends them. */
export type FieldKind = 'seal' | 'signature' | 'date';

export interface DraftDocument {
  id: string;
  name: string;
  pages: number;
  /** The PDF as chosen, for the designer to render (no download needed). */
  file: File | null;
}

export interface DraftSigner {
  key: string;
  kind: 'person' | 'enterprise';
  name: string;
  enterpriseName?: string;
  phone?: string;
  email?: string;
  group: number;
  language: 'en' | 'zh';
  colour: string;
  /** Its id once the server has it (a retried start does not add it twice). */
  serverId?: string;
}

export interface DraftCc {
  key: string;
  name: string;
  phone?: string;
  email?: string;
  language: 'en' | 'zh';
  serverId?: string;
}

/** A field in the server's terms: points from the page's lower-left corner, or a keyword. */
export interface DraftField {
  key: string;
  signerKey: string;
  documentId: string;
  kind: FieldKind;
  page?: number;
  x?: number;
  y?: number;
  width: number;
  height: number;
  keyword?: string;
}

/** A new field's size in points, by kind (the server takes 40 to 600). */
export const defaultSize: Record<FieldKind, { width: number; height: number }> = {
  seal: { width: 110, height: 110 },
  signature: { width: 130, height: 60 },
  date: { width: 120, height: 40 },
};
export const minSize = 40;

let counter = 0;
export const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;
