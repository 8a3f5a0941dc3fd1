import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, detectDelimiter, isCsvFile, parseCsvText, parseDecimal, readCsv } from './csv.ts';
import { ImportFileError, IMPORT_LIMITS } from './types.ts';

const fixture = (name: string) =>
  new Uint8Array(fs.readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/import', name)));

function fileError(fn: () => unknown): ImportFileError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ImportFileError) return err;
    throw err;
  }
  throw new Error('expected an ImportFileError');
}

describe('decoding', () => {
  it('reads UTF-8 with a BOM, without one, and Windows-1254 (Turkish Excel)', () => {
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0xc5, 0x9f]))).toEqual({ text: 'ş', encoding: 'utf-8' });
    expect(decodeCsvBytes(new TextEncoder().encode('Işık;Çağ'))).toEqual({ text: 'Işık;Çağ', encoding: 'utf-8' });
    // "Işık Şüğ" in Windows-1254: ı=FD ş=FE Ş=DE ü=FC ğ=F0
    expect(decodeCsvBytes(new Uint8Array([0x49, 0xfe, 0xfd, 0x6b, 0x20, 0xde, 0xfc, 0xf0]))).toEqual({
      text: 'Işık Şüğ',
      encoding: 'windows-1254',
    });
    expect(decodeCsvBytes(new Uint8Array([0xff, 0xfe, 0x5f, 0x01, 0x31, 0x01]))).toEqual({ text: 'şı', encoding: 'utf-16le' });
  });

  it('refuses binary files and Excel workbooks renamed .csv, and files over 20 MB (413)', () => {
    expect(fileError(() => readCsv(fixture('binary.csv'))).message).toMatch(/^Lütfen geçerli bir CSV dosyası seçin: bu dosya metin değil/);
    expect(fileError(() => readCsv(fixture('xlsx.csv'))).message).toMatch(/Excel/);
    const big = fileError(() => decodeCsvBytes(new Uint8Array(IMPORT_LIMITS.maxFileBytes + 1).fill(0x61)));
    expect(big.status).toBe(413);
    expect(big.message).toBe('Dosya çok büyük: en fazla 20 MB olabilir. Dosyayı parçalara bölüp ayrı ayrı yükleyin.');
    const controls = new TextEncoder().encode('a,b\n' + '\u0001\u0002\u0003x'.repeat(50));
    expect(fileError(() => decodeCsvBytes(controls)).status).toBe(400);
  });
});

describe('parsing', () => {
  it('detects `;`, `,` and tab from the header, ignoring quoted ones', () => {
    expect(detectDelimiter('name;category;"a,b,c"')).toBe(';');
    expect(detectDelimiter('name,category,"a;b;c;d"')).toBe(',');
    expect(detectDelimiter('name\tcategory')).toBe('\t');
    expect(detectDelimiter('name')).toBe(',');
  });

  it("keeps each record's physical line: multi-line quoted fields, empty lines, CRLF", () => {
    const file = readCsv(fixture('standard-bom-semicolon.csv'));
    expect(file.encoding).toBe('utf-8');
    expect(file.delimiter).toBe(';');
    expect(file.fields[0]).toBe('name'); // the BOM is not part of the first column's name
    expect(file.records.map((r) => r.line)).toEqual([2, 3, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(file.records[0]!.values.description).toBe('Gece geç saate kadar; "meşhur" şırdan');
    expect(file.records[1]!.values.address).toBe('Güzelyalı Mah. 81005 Sk.\r\nNo:3');
  });

  it("reads Excel's `sep=;` first line and keeps line numbers physical", () => {
    const { delimiter, records } = parseCsvText('sep=;\nname;category\nA;Kafeler\n');
    expect(delimiter).toBe(';');
    expect(records).toEqual([{ line: 3, values: { name: 'A', category: 'Kafeler' } }]);
  });

  it('refuses broken quoting with the line of the bad quote', () => {
    expect(fileError(() => readCsv(fixture('broken-quotes.csv'))).message).toBe(
      'CSV dosyası okunamadı: 3. satırda kapanmamış ya da hatalı bir tırnak işareti (") var. Dosyayı düzeltip yeniden deneyin.',
    );
    expect(fileError(() => parseCsvText('a,b\n1,"x"y,3\n')).message).toMatch(/2\. satırda/);
  });

  it('no rows, or only a header: "İçe aktarılacak veri bulunamadı"', () => {
    for (const text of ['', '\n\n', 'name;category\n'])
      expect(fileError(() => parseCsvText(text)).message).toBe('İçe aktarılacak veri bulunamadı');
    expect(fileError(() => readCsv(fixture('header-only.csv'))).message).toBe('İçe aktarılacak veri bulunamadı');
  });

  it('stops at the row limit (a file of 100,000 rows is refused, not parsed to the end)', () => {
    const text = 'name,category,address,district\n' + 'A,Kafeler,Adres,Seyhan\n'.repeat(100_000);
    const err = fileError(() => parseCsvText(text));
    expect(err.status).toBe(400);
    expect(err.message).toBe(
      'Dosyada 5.000 satırdan fazla kayıt var. Bir seferde en fazla 5.000 satır içe aktarılabilir; dosyayı parçalara bölün.',
    );
    expect(parseCsvText('a\n' + 'x\n'.repeat(5_000)).records).toHaveLength(5_000);
  });

  it('an extra value beyond the header is kept aside (the row is reported later)', () => {
    const { records } = parseCsvText('name,address\nA,Kıyı Cd. 5, Seyhan\n');
    expect(records[0]!.values).toEqual({ name: 'A', address: 'Kıyı Cd. 5', __extra: ' Seyhan' });
  });
});

describe('numbers and file types', () => {
  it('reads decimal commas, points and thousands separators', () => {
    expect(parseDecimal('40,9906')).toBe(40.9906);
    expect(parseDecimal('37.0012')).toBe(37.0012);
    expect(parseDecimal(' -35,5 ')).toBe(-35.5);
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('1,234.5')).toBe(1234.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('abc')).toBeNaN();
    expect(parseDecimal('1,2,3')).toBeNaN();
  });

  it('accepts text/csv or a .csv/.txt name (spec §5)', () => {
    expect(isCsvFile({ name: 'isletmeler.CSV', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'liste.txt', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'veri', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'liste.csv', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'resim.png', type: 'image/png' })).toBe(false);
    expect(isCsvFile({ name: 'tablo.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(false);
  });
});
