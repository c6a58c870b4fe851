import { BoxReader, childBoxes, MalformedBoxError, type Box } from './isobmff.ts';

/**
 * What a HEIF file says about its images before any of them is decoded (ISO/IEC 23008-12):
 * the primary item (pitm), every item's type (iinf), the sizes its properties declare (ispe,
 * through ipco/ipma), and the canvas of derived images (grid, iovl) read through iloc.
 */
export type Size = { width: number; height: number };
export type HeifItem = { id: number; type: string; ispe?: Size; canvas?: Size };
export type HeifLayout = { primaryId: number; items: Map<number, HeifItem>; ispes: Size[] };

const only = (boxes: Box[], type: string, required = true): Box | undefined => {
  const found = boxes.filter((b) => b.type === type);
  if (found.length > 1) throw new MalformedBoxError(`more than one ${type} box`);
  if (required && !found[0]) throw new MalformedBoxError(`no ${type} box`);
  return found[0];
};

const fullBoxChildren = (buf: Buffer, box: Box, headerBytes: number) =>
  childBoxes(buf, box.body + headerBytes, box.end);

const readPrimaryId = (buf: Buffer, pitm: Box): number => {
  const r = BoxReader.of(buf, pitm);
  return r.uint(r.fullBoxHeader().version === 0 ? 2 : 4);
};

const readItemTypes = (buf: Buffer, iinf: Box): Map<number, HeifItem> => {
  const r = BoxReader.of(buf, iinf);
  const count = r.uint(r.fullBoxHeader().version === 0 ? 2 : 4);
  const items = new Map<number, HeifItem>();
  const entries = childBoxes(buf, r.position, iinf.end).filter((b) => b.type === 'infe');
  if (entries.length !== count) throw new MalformedBoxError('iinf entry count mismatch');
  for (const infe of entries) {
    const e = BoxReader.of(buf, infe);
    const { version } = e.fullBoxHeader();
    const id = e.uint(version === 3 ? 4 : 2);
    e.uint(2); // item_protection_index
    const type = version >= 2 ? e.fourcc() : '';
    if (items.has(id)) throw new MalformedBoxError(`item ${id} is declared twice`);
    items.set(id, { id, type });
  }
  return items;
};

const readIspe = (buf: Buffer, ispe: Box): Size => {
  const r = BoxReader.of(buf, ispe);
  r.fullBoxHeader();
  return { width: r.uint(4), height: r.uint(4) };
};

/** ipma: which properties (1-based indexes into ipco) each item has. */
const readAssociations = (buf: Buffer, ipma: Box, into: Map<number, number[]>) => {
  const r = BoxReader.of(buf, ipma);
  const { version, flags } = r.fullBoxHeader();
  const entries = r.uint(4);
  for (let i = 0; i < entries; i++) {
    const id = r.uint(version < 1 ? 2 : 4);
    const count = r.uint(1);
    const list = into.get(id) ?? [];
    for (let j = 0; j < count; j++) list.push(flags & 1 ? r.uint(2) & 0x7fff : r.uint(1) & 0x7f);
    into.set(id, list);
  }
};

type Extent = { offset: number; length: number };
type Location = { method: number; extents: Extent[] };

/** iloc: where each item's data lies (method 0: file offsets; 1: inside idat). */
const readLocations = (buf: Buffer, iloc: Box): Map<number, Location> => {
  const r = BoxReader.of(buf, iloc);
  const { version } = r.fullBoxHeader();
  const sizes = r.uint(2);
  const [offsetSize, lengthSize, baseSize] = [sizes >> 12, (sizes >> 8) & 15, (sizes >> 4) & 15];
  const indexSize = version >= 1 ? sizes & 15 : 0;
  const count = r.uint(version < 2 ? 2 : 4);
  const locations = new Map<number, Location>();
  for (let i = 0; i < count; i++) {
    const id = r.uint(version < 2 ? 2 : 4);
    const method = version >= 1 ? r.uint(2) & 15 : 0;
    r.uint(2); // data_reference_index
    const base = r.uint(baseSize);
    const extents: Extent[] = [];
    for (let n = r.uint(2); n > 0; n--) {
      r.uint(indexSize);
      extents.push({ offset: base + r.uint(offsetSize), length: r.uint(lengthSize) });
    }
    locations.set(id, { method, extents });
  }
  return locations;
};

/** The first bytes of an item's data (enough for a grid or overlay header). */
const itemHead = (buf: Buffer, where: Location | undefined, idat: Box | undefined): Buffer => {
  const extent = where?.extents[0];
  if (!where || !extent || where.method > 1) throw new MalformedBoxError('derived item unlocated');
  const [from, to] = where.method === 1 ? [idat?.body, idat?.end] : [0, buf.length];
  if (from === undefined || to === undefined) throw new MalformedBoxError('no idat box');
  const start = from + extent.offset;
  const length = extent.length || to - start; // length 0: to the end of the container
  if (start < from || start + length > to) throw new MalformedBoxError('item data out of range');
  return buf.subarray(start, start + Math.min(length, 64));
};

/** grid: version, flags, rows-1, columns-1, then width and height; iovl: 4 fill values first. */
const readCanvas = (head: Buffer, type: 'grid' | 'iovl'): Size => {
  const r = new BoxReader(head, 0, head.length);
  r.uint(1);
  const wide = (r.uint(1) & 1) === 1;
  if (type === 'grid') r.uint(2);
  else for (let i = 0; i < 4; i++) r.uint(2);
  return { width: r.uint(wide ? 4 : 2), height: r.uint(wide ? 4 : 2) };
};

export const readHeifLayout = (buf: Buffer): HeifLayout => {
  const meta = only(childBoxes(buf, 0, buf.length), 'meta')!;
  const inMeta = fullBoxChildren(buf, meta, 4);
  const primaryId = readPrimaryId(buf, only(inMeta, 'pitm')!);
  const items = readItemTypes(buf, only(inMeta, 'iinf')!);
  const iprp = childBoxes(buf, only(inMeta, 'iprp')!.body, only(inMeta, 'iprp')!.end);
  const ipco = only(iprp, 'ipco')!;
  const properties = childBoxes(buf, ipco.body, ipco.end);
  const ispes = properties.filter((p) => p.type === 'ispe').map((p) => readIspe(buf, p));
  const associations = new Map<number, number[]>();
  for (const ipma of iprp.filter((b) => b.type === 'ipma'))
    readAssociations(buf, ipma, associations);
  for (const [id, indexes] of associations) {
    const item = items.get(id);
    for (const index of indexes) {
      const property = properties[index - 1];
      if (index !== 0 && !property) throw new MalformedBoxError(`no property ${index}`);
      if (item && property?.type === 'ispe') item.ispe = readIspe(buf, property);
    }
  }
  const iloc = only(inMeta, 'iloc', false);
  const locations = iloc ? readLocations(buf, iloc) : new Map<number, Location>();
  const idat = only(inMeta, 'idat', false);
  for (const item of items.values())
    if (item.type === 'grid' || item.type === 'iovl')
      item.canvas = readCanvas(itemHead(buf, locations.get(item.id), idat), item.type);
  return { primaryId, items, ispes };
};
