import { type TemplateField, type TemplateFieldKind, templateFillKinds, templateRules, templateSignKinds } from '@console/contract';

/** The editor's state: the template's name, roles and fields as edited, saved together as the next version. */
export interface Draft {
  name: string;
  description?: string;
  roles: string[];
  fields: TemplateField[];
}

/** Who a new field is for: the initiator (fills only) or a role (fills or signs). */
export type Filler = { kind: 'initiator' } | { kind: 'role'; role: string };

const palette = ['#1677ff', '#d4380d', '#389e0d', '#722ed1', '#c41d7f', '#08979c', '#d48806', '#531dab', '#0958d9', '#7c8a00'];
export const initiatorColour = '#595959';
export const colourOf = (roles: string[], role: string | null) =>
  role === null ? initiatorColour : (palette[roles.indexOf(role)] ?? '#888');

/** A new field's size in points by kind: signature fields at least 40 × 40 (a seal must fit). */
export const sizeOf = (kind: TemplateFieldKind) =>
  kind === 'seal'
    ? { width: 110, height: 110 }
    : kind === 'signature'
      ? { width: 130, height: 60 }
      : kind === 'signDate'
        ? { width: 120, height: 40 }
        : kind === 'multiline'
          ? { width: 220, height: 60 }
          : kind === 'checkbox'
            ? { width: 16, height: 16 }
            : { width: 160, height: 22 };

/** What a filler may place: the initiator fills; a role fills and signs. */
export const kindsFor = (filler: Filler): TemplateFieldKind[] =>
  filler.kind === 'initiator' ? [...templateFillKinds] : [...templateFillKinds, ...templateSignKinds];

const maxLengthOf: Partial<Record<TemplateFieldKind, number>> = {
  phone: 11,
  idNumber: 18,
  date: 10,
  checkbox: 5,
  amount: 16,
  email: 100,
  multiline: 200,
};

/** A field dropped on a page: a free key (`field1`, `field2`, …) and its kind's defaults. */
export function newField(o: {
  kind: TemplateFieldKind;
  filler: Filler;
  page: number;
  box: { x: number; y: number; width: number; height: number };
  fields: TemplateField[];
  label: string;
}): TemplateField {
  let n = o.fields.length + 1;
  while (o.fields.some((f) => f.key === `field${n}`)) n++;
  return {
    key: `field${n}`,
    label: o.label.slice(0, templateRules.labelMaxChars),
    kind: o.kind,
    role: o.filler.kind === 'role' ? o.filler.role : null,
    required: true,
    maxLength: maxLengthOf[o.kind] ?? 50,
    fontSize: templateRules.fontSize.default,
    page: o.page,
    ...o.box,
  };
}
