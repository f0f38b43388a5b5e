import { lazy } from 'react';

/** What other capabilities may use of sign flows: the dashboard's count of flows waiting for my signature. */
export { WaitingCount } from './WaitingCount';
/** A flow's status as a tag (templates' bulk send lists the flows it started). */
export { FlowStatusTag } from './status';
/**
 * The field designer's canvas (pdf.js pages, fields dragged, moved, resized, deleted), for templates
 *; lazy, so pdf.js loads only where fields are placed.
 */
export const FieldCanvas = lazy(() => import('./wizard/FieldCanvas'));
export type { CanvasField, PaletteItem } from './wizard/FieldCanvas';
export type { PointBox } from './wizard/geometry';
