//! Where import rows come from. Today a spreadsheet (xlsx or csv); an HR integration later implements
//! [`RowSource`] too, and everything after it (mapping, checks, commit) stays the same.

use std::{collections::HashSet, io::Cursor};

use calamine::{open_workbook_auto_from_rs, Data, Reader};
use platform::{i18n::Msg, ApiError, ApiResult};

/// A cell's text, and whether the spreadsheet computed it with a formula.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Cell {
    pub text: String,
    pub formula: bool,
}

/// A source's rows: the header names and each non-blank data row with its row number as the user sees it.
#[derive(Debug, Default)]
pub struct Table {
    pub headers: Vec<String>,
    pub rows: Vec<(u32, Vec<Cell>)>,
}

impl Table {
    pub fn cell(&self, row: &[Cell], column: Option<usize>) -> Cell {
        column.and_then(|c| row.get(c).cloned()).unwrap_or_default()
    }
}

pub trait RowSource {
    /// What the history shows as the source (`file`, later `hr`).
    fn kind(&self) -> &'static str;
    fn read(&self) -> ApiResult<Table>;
}

/// At most this many data rows per import.
pub const MAX_ROWS: usize = 20_000;

pub enum Format {
    Xlsx,
    Csv,
}

impl Format {
    /// From the file name's extension; anything else is refused.
    pub fn of(file_name: &str) -> Option<Self> {
        let ext = file_name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase())?;
        match ext.as_str() {
            "xlsx" => Some(Self::Xlsx),
            "csv" => Some(Self::Csv),
            _ => None,
        }
    }
}

pub struct Spreadsheet<'a> {
    pub bytes: &'a [u8],
    pub format: Format,
}

impl RowSource for Spreadsheet<'_> {
    fn kind(&self) -> &'static str {
        "file"
    }

    fn read(&self) -> ApiResult<Table> {
        let grid = match self.format {
            Format::Xlsx => xlsx(self.bytes)?,
            Format::Csv => csv_rows(self.bytes)?,
        };
        table(grid)
    }
}

fn unreadable() -> ApiError {
    ApiError::field("file", Msg::new("import.unreadable"))
}

/// The first sheet; cells holding a formula are marked so the checks can refuse them.
fn xlsx(bytes: &[u8]) -> ApiResult<Vec<(u32, Vec<Cell>)>> {
    let mut book = open_workbook_auto_from_rs(Cursor::new(bytes)).map_err(|_| unreadable())?;
    let name = book.sheet_names().first().cloned().ok_or_else(unreadable)?;
    let values = book.worksheet_range(&name).map_err(|_| unreadable())?;
    let formulas: HashSet<(u32, u32)> = match book.worksheet_formula(&name) {
        Ok(range) => range.cells().filter(|(_, _, f)| !f.is_empty()).map(|(r, c, _)| (range.start().unwrap_or_default().0 + r as u32, range.start().unwrap_or_default().1 + c as u32)).collect(),
        Err(_) => HashSet::new(),
    };
    let (top, left) = values.start().unwrap_or_default();
    let mut out = Vec::new();
    for (i, row) in values.rows().enumerate() {
        let number = top + i as u32;
        let mut cells = vec![Cell::default(); left as usize];
        for (j, value) in row.iter().enumerate() {
            let text = match value {
                Data::Empty | Data::Error(_) => String::new(),
                Data::Float(f) if f.fract() == 0.0 && f.abs() < 1e15 => format!("{}", *f as i64),
                other => other.to_string(),
            };
            cells.push(Cell { text, formula: formulas.contains(&(number, left + j as u32)) });
        }
        out.push((number + 1, cells));
    }
    Ok(out)
}

/// UTF-8 (with or without BOM), or Windows-1252 as Excel writes it; `;` or `,` as the separator.
fn csv_rows(bytes: &[u8]) -> ApiResult<Vec<(u32, Vec<Cell>)>> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let text = match std::str::from_utf8(bytes) {
        Ok(s) => s.to_string(),
        Err(_) => bytes.iter().map(|&b| b as char).collect(),
    };
    let first = text.lines().next().unwrap_or_default();
    let delimiter = if first.matches(';').count() > first.matches(',').count() { b';' } else { b',' };
    let mut reader = csv::ReaderBuilder::new().has_headers(false).flexible(true).delimiter(delimiter).from_reader(text.as_bytes());
    let mut out = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|_| unreadable())?;
        // The reader's position is where it started looking, before any blank lines it skipped.
        let start = record.position().map_or(0, |p| p.byte() as usize);
        let skipped = text.as_bytes()[start.min(text.len())..].iter().take_while(|b| **b == b'\n' || **b == b'\r').count();
        let line = 1 + text.as_bytes()[..(start + skipped).min(text.len())].iter().filter(|b| **b == b'\n').count() as u32;
        out.push((line, record.iter().map(|t| Cell { formula: t.trim_start().starts_with('='), text: t.to_string() }).collect()));
    }
    Ok(out)
}

/// The first non-blank row names the columns; blank rows are skipped.
fn table(grid: Vec<(u32, Vec<Cell>)>) -> ApiResult<Table> {
    let blank = |cells: &[Cell]| cells.iter().all(|c| c.text.trim().is_empty());
    let mut rows = grid.into_iter().filter(|(_, cells)| !blank(cells));
    let Some((_, header)) = rows.next() else { return Err(ApiError::field("file", Msg::new("import.empty"))) };
    let headers: Vec<String> = header.into_iter().map(|c| c.text.trim().to_string()).collect();
    let rows: Vec<(u32, Vec<Cell>)> = rows.collect();
    if rows.is_empty() {
        return Err(ApiError::field("file", Msg::new("import.empty")));
    }
    if rows.len() > MAX_ROWS {
        return Err(ApiError::field("file", Msg::new("import.too_many_rows").arg("max", MAX_ROWS)));
    }
    Ok(Table { headers, rows })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_with_semicolons_bom_blank_lines_and_latin1_is_read() {
        let bytes = b"\xEF\xBB\xBFNombre;Apellido\n\n Jos\xC3\xA9 ;P\xC3\xA9rez\n;\n=1+1;X\n";
        let t = Spreadsheet { bytes, format: Format::Csv }.read().unwrap();
        assert_eq!(t.headers, ["Nombre", "Apellido"]);
        assert_eq!(t.rows.len(), 2);
        assert_eq!((t.rows[0].0, t.rows[0].1[0].text.as_str()), (3, " José "));
        assert!(t.rows[1].1[0].formula);
        let latin1 = b"Nombre,Apellido\nJos\xE9,P\xE9rez\n";
        let t = Spreadsheet { bytes: latin1, format: Format::Csv }.read().unwrap();
        assert_eq!(t.rows[0].1[0].text, "José");
    }

    #[test]
    fn only_xlsx_and_csv_are_sources() {
        assert!(Format::of("usuarios.XLSX").is_some());
        assert!(Format::of("usuarios.csv").is_some());
        assert!(Format::of("usuarios.xls").is_none());
        assert!(Format::of("usuarios").is_none());
    }

    #[test]
    fn a_header_without_rows_is_empty() {
        let err = Spreadsheet { bytes: b"Nombre,Apellido\n\n", format: Format::Csv }.read().unwrap_err();
        assert_eq!(err.errors["file"][0].key, "import.empty");
    }
}
