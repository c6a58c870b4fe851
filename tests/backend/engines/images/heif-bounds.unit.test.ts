import { describe, expect, it } from 'vitest';
import { checkHeifBounds } from '../../../../backend/engines/images/heif-bounds.ts';
import { readHeifLayout } from '../../../../backend/engines/images/heif-layout.ts';

/** Hand-made HEIF boxes (ISO/IEC 23008-12), enough to describe items without any pixels. */
const u8 = (n: number) => Buffer.from([n]);
const u16 = (n: number) => Buffer.from([n >> 8, n & 255]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) =>
  box(type, u32((version << 24) | flags), ...parts);

type Item = { id: number; type: string; ispe?: [number, number]; canvas?: [number, number] };

/** ftyp + meta(pitm, iinf, iloc, iprp(ipco, ipma), idat): grid/iovl canvases live in idat. */
const heif = (items: Item[], primaryId: number) => {
  const ispes = items.filter((i) => i.ispe);
  const ipco = box(
    'ipco',
    ...ispes.map((i) => fullBox('ispe', 0, 0, u32(i.ispe![0]), u32(i.ispe![1]))),
  );
  const ipma = fullBox(
    'ipma',
    0,
    0,
    u32(ispes.length),
    ...ispes.map((i, n) => Buffer.concat([u16(i.id), u8(1), u8(0x80 | (n + 1))])),
  );
  const derived = items.filter((i) => i.canvas);
  const payloads = derived.map((i) =>
    i.type === 'grid'
      ? Buffer.concat([u8(0), u8(1), u8(0), u8(0), u32(i.canvas![0]), u32(i.canvas![1])])
      : Buffer.concat([u8(0), u8(1), Buffer.alloc(8), u32(i.canvas![0]), u32(i.canvas![1])]),
  );
  let offset = 0;
  const locations = derived.map((i, n) => {
    const entry = Buffer.concat([
      u16(i.id),
      u16(1),
      u16(0),
      u16(1),
      u32(offset),
      u32(payloads[n]!.length),
    ]);
    offset += payloads[n]!.length;
    return entry;
  });
  return Buffer.concat([
    box('ftyp', Buffer.from('heicmif1heic', 'latin1')),
    fullBox(
      'meta',
      0,
      0,
      fullBox('hdlr', 0, 0, u32(0), Buffer.from('pict', 'latin1'), Buffer.alloc(13)),
      fullBox('pitm', 0, 0, u16(primaryId)),
      fullBox(
        'iinf',
        0,
        0,
        u16(items.length),
        ...items.map((i) =>
          fullBox('infe', 2, 0, u16(i.id), u16(0), Buffer.from(i.type, 'latin1'), u8(0)),
        ),
      ),
      fullBox('iloc', 1, 0, u8(0x44), u8(0x00), u16(derived.length), ...locations),
      box('iprp', ipco, ipma),
      box('idat', ...payloads),
    ),
  ]);
};

describe('HEIF bounds, read from the boxes before anything is decoded', () => {
  it('when every image is within 50 MP, then the primary image’s declared size is returned', () => {
    const file = heif(
      [
        { id: 1, type: 'hvc1', ispe: [320, 240] },
        { id: 2, type: 'hvc1', ispe: [8000, 6000] },
      ],
      2,
    );

    expect(checkHeifBounds(file)).toEqual({ width: 8000, height: 6000 });
  });

  it('when any image, not only the primary, is over 50 MP, then the file is refused with its size', () => {
    const file = heif(
      [
        { id: 1, type: 'hvc1', ispe: [12000, 12000] },
        { id: 2, type: 'hvc1', ispe: [640, 480] },
      ],
      2,
    );

    expect(() => checkHeifBounds(file)).toThrow(
      'Image is too large: at most 50 megapixels are accepted (this one is 12000×12000)',
    );
  });

  it.each(['grid', 'iovl'])(
    'when a %s canvas is over 50 MP though its declared ispe is small, then the file is refused',
    (type) => {
      const file = heif([{ id: 1, type, ispe: [640, 480], canvas: [20000, 20000] }], 1);

      expect(readHeifLayout(file).items.get(1)?.canvas).toEqual({ width: 20000, height: 20000 });
      expect(() => checkHeifBounds(file)).toThrow('(this one is 20000×20000)');
    },
  );

  it('when an image item declares no size, then the file is refused as unreadable', () => {
    const file = heif(
      [
        { id: 1, type: 'hvc1', ispe: [640, 480] },
        { id: 2, type: 'hvc1' },
      ],
      1,
    );

    expect(() => checkHeifBounds(file)).toThrow('The image could not be read');
  });

  it('when the primary item is missing or is not an image, then the file is refused', () => {
    const withExif = heif(
      [
        { id: 1, type: 'hvc1', ispe: [640, 480] },
        { id: 2, type: 'Exif' },
      ],
      2,
    );

    expect(() => checkHeifBounds(heif([{ id: 1, type: 'hvc1', ispe: [64, 64] }], 7))).toThrow(
      'The image could not be read',
    );
    expect(() => checkHeifBounds(withExif)).toThrow('The image could not be read');
  });

  it('when a box claims more bytes than the file has, or the file is cut short, then it is refused', () => {
    const file = heif([{ id: 1, type: 'hvc1', ispe: [640, 480] }], 1);
    const lying = Buffer.from(file);
    lying.writeUInt32BE(0x7fffffff, file.indexOf('meta') - 4);

    expect(() => checkHeifBounds(lying)).toThrow('The image could not be read');
    expect(() => checkHeifBounds(file.subarray(0, file.length - 5))).toThrow(
      'The image could not be read',
    );
  });
});
