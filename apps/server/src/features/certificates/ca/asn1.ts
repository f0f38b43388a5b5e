import { AsnParser } from '@peculiar/asn1-schema';
import { fromBER } from 'asn1js';

/** Untrusted bytes that are not one DER-framed element (a schema's own refusal comes as its error). */
export class Asn1Error extends Error {}

/** How many bytes a length takes in the long form's minimal encoding. */
const bytesOf = (length: number) => Math.max(1, Math.ceil(Math.log2(length + 1) / 8));

interface Framed {
  idBlock: { isConstructed: boolean };
  lenBlock: { isIndefiniteForm: boolean; longFormUsed: boolean; length: number; blockLength: number };
  valueBlock: object;
}

/**
 * Reads untrusted bytes with an @peculiar schema, once asn1js has found them to be exactly one
 * element in DER framing: nothing trailing, every length definite and minimal, within asn1js's
 * limits (nesting 100 deep, 10,000 elements, 16 MiB of content) — so a truncated, oversized,
 * indefinite, deeply nested or padded encoding is refused before any schema walks it. Values inside keep BER's latitude; a caller that needs canonical DER
 * compares the re-encoding with the bytes.
 */
export function parseDer<T>(bytes: Uint8Array, type: new () => T): T {
  return fromNode(framedDer(bytes), type);
}

/** A node of framedDer's tree read with a schema. */
export const fromNode = <T>(node: Asn1Node, type: new () => T): T => AsnParser.fromASN(node as never, type) as T;

/** An element as asn1js parsed it: its tag, its bytes as received and, when constructed, its elements. */
export interface Asn1Node {
  idBlock: { tagClass: number; tagNumber: number; isConstructed: boolean };
  valueBeforeDecodeView: Uint8Array;
  valueBlock: { value?: unknown };
}

/** The elements inside a constructed node (none for a primitive one). */
export const elementsOf = (node: Asn1Node): Asn1Node[] => (node.idBlock.isConstructed ? (node.valueBlock.value as Asn1Node[]) : []);

/**
 * asn1js's tree of untrusted bytes once checked as parseDer describes, for a reader that needs
 * some elements' bytes exactly as received (a schema keeps none for a SET OF), to read with
 * `AsnParser.fromASN`.
 */
export function framedDer(bytes: Uint8Array): Asn1Node {
  const parsed = fromBER(bytes);
  if (parsed.offset === -1 || parsed.result.error) throw new Asn1Error(parsed.result.error || 'not BER');
  if (parsed.offset !== bytes.length) throw new Asn1Error('trailing bytes');
  const stack: Framed[] = [parsed.result as unknown as Framed];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.lenBlock.isIndefiniteForm) throw new Asn1Error('indefinite length');
    const { longFormUsed, length, blockLength } = node.lenBlock;
    if (longFormUsed && (length < 0x80 || blockLength - 1 !== bytesOf(length))) throw new Asn1Error('length not minimal');
    if (node.idBlock.isConstructed) stack.push(...(node.valueBlock as { value: Framed[] }).value);
  }
  return parsed.result as unknown as Asn1Node;
}
