import { describe, expect, it } from 'vitest';
import { contentFitsExtension } from './file-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const ZIP = concat(bytes(0x50, 0x4b, 0x03, 0x04), text('[Content_Types].xml'));
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);
const EXE = concat(text('MZ'), bytes(0x90, 0, 3, 0), text('%PDF-1.7 this program cannot be run in DOS mode'));
const ELF = concat(bytes(0x7f), text('ELF'), bytes(2, 1, 1, 0));

describe('contentFitsExtension', () => {
  it.each([
    ['png', PNG],
    ['jpg', JPEG],
    ['jpeg', JPEG],
    ['gif', text('GIF89a\x01\x00')],
    ['pdf', text('%PDF-1.4\n%âãÏÓ')],
    // Readers accept junk before the header within the first KiB.
    ['pdf', concat(new Uint8Array(300).fill(0x20), text('%PDF-1.7'))],
    ['docx', ZIP],
    ['xlsx', ZIP],
    ['zip', ZIP],
    ['doc', OLE],
    ['xls', OLE],
    ['rar', bytes(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00)],
    ['7z', bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4)],
    ['txt', text('差旅费说明：北京—上海，三天。')],
    ['ceb', bytes(0x01, 0x02, 0x43, 0x45, 0x42)],
  ])('accepts a real %s', (extension, head) => {
    expect(contentFitsExtension(extension, head)).toBe(true);
  });

  it.each([
    ['pdf', EXE, 'a Windows program renamed .pdf, even with a PDF marker inside'],
    ['txt', ELF, 'a Linux program renamed .txt'],
    ['txt', text('#!/bin/sh\nrm -rf /'), 'a shell script renamed .txt'],
    ['jpg', PNG, 'a PNG named .jpg'],
    ['pdf', JPEG, 'a photo named .pdf'],
    ['docx', OLE, 'an old Word file named .docx'],
    ['xls', ZIP, 'a zip named .xls'],
    ['txt', concat(text('abc'), bytes(0, 1, 2)), 'binary data named .txt'],
    ['ceb', text('%PDF-1.4'), 'a PDF named .ceb'],
    ['exe', EXE, 'an extension no place allows'],
    ['png', new Uint8Array(0), 'an empty file'],
  ])('refuses %s: %s', (extension, head) => {
    expect(contentFitsExtension(extension, head)).toBe(false);
  });
});
