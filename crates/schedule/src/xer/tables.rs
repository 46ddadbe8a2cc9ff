//! XER text decoding (UTF-8 when valid, else Windows-1252) and the tab-separated table
//! structure: `ERMHDR` first, then `%T` table, `%F` field names, `%R` rows, `%E` at the end.
//! Only the tables asked for are kept; their values borrow from the decoded text.

use std::borrow::Cow;
use std::collections::HashMap;

use crate::model::Error;

/// Windows-1252 characters for bytes 0x80–0x9F (the five undefined bytes keep their C1
/// code points, as browsers do); every other byte is Latin-1.
const CP1252_HIGH: [char; 32] = [
    '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž', '\u{8F}',
    '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}', 'ž', 'Ÿ',
];

/// Decodes the file: UTF-8 (without its BOM) when valid, else Windows-1252.
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => Cow::Owned(
            bytes
                .iter()
                .map(|&b| match b {
                    0x80..=0x9F => CP1252_HIGH[usize::from(b - 0x80)],
                    _ => char::from(b),
                })
                .collect(),
        ),
    }
}

/// One `%R` row with its 1-based line number.
pub struct Row<'a> {
    pub line: usize,
    values: Vec<&'a str>,
}

/// One `%T` table with the line of its `%F` field list.
pub struct Table<'a> {
    pub name: &'a str,
    pub line: usize,
    fields: Vec<&'a str>,
    pub rows: Vec<Row<'a>>,
}

impl<'a> Table<'a> {
    /// The position of a field, if the table has it.
    pub fn col(&self, field: &str) -> Option<usize> {
        self.fields.iter().position(|f| *f == field)
    }

    /// The position of a field the table must have.
    pub fn req_col(&self, field: &str) -> Result<usize, Error> {
        self.col(field).ok_or_else(|| Error::MissingField {
            table_or_element: self.name.to_string(),
            field: field.to_string(),
            line: self.line,
        })
    }
}

impl<'a> Row<'a> {
    /// The value in an optional column, "" when the column or the value is absent.
    pub fn get(&self, col: Option<usize>) -> &'a str {
        col.and_then(|c| self.values.get(c).copied()).unwrap_or("")
    }

    /// The trimmed value in a column that must not be empty.
    pub fn req(&self, table: &Table, col: usize) -> Result<&'a str, Error> {
        let v = self.get(Some(col)).trim();
        if v.is_empty() {
            return Err(Error::MissingField {
                table_or_element: table.name.to_string(),
                field: table.fields.get(col).copied().unwrap_or("").to_string(),
                line: self.line,
            });
        }
        Ok(v)
    }
}

fn not_xer(detail: &str, line: usize) -> Error {
    Error::NotXer {
        detail: detail.to_string(),
        line,
    }
}

/// Splits the text into the `wanted` tables, checking the overall structure.
pub fn parse_tables<'a>(
    text: &'a str,
    wanted: &[&str],
) -> Result<HashMap<&'a str, Table<'a>>, Error> {
    let mut tables: HashMap<&'a str, Table<'a>> = HashMap::new();
    let mut current: Option<Table<'a>> = None;
    let (mut header, mut in_table, mut has_fields, mut ended) = (false, false, false, false);
    let mut last_line = 1;
    for (i, raw) in text.split('\n').enumerate() {
        let line = i + 1;
        last_line = line;
        let l = raw.strip_suffix('\r').unwrap_or(raw);
        if !header {
            if l.trim().is_empty() {
                continue;
            }
            if !l.starts_with("ERMHDR") {
                return Err(not_xer("the file does not start with an ERMHDR line", line));
            }
            header = true;
            continue;
        }
        let mut parts = l.split('\t');
        match parts.next().map(str::trim_end) {
            Some("%T") => {
                if let Some(t) = current.take() {
                    tables.entry(t.name).or_insert(t);
                }
                let name = parts.next().unwrap_or("").trim();
                if name.is_empty() {
                    return Err(not_xer("%T without a table name", line));
                }
                (in_table, has_fields) = (true, false);
                current = wanted.contains(&name).then(|| Table {
                    name,
                    line,
                    fields: Vec::new(),
                    rows: Vec::new(),
                });
            }
            Some("%F") => {
                if !in_table {
                    return Err(not_xer("%F before any %T", line));
                }
                has_fields = true;
                if let Some(t) = current.as_mut() {
                    t.fields = parts.map(str::trim).collect();
                    t.line = line;
                }
            }
            Some("%R") => {
                if !in_table || !has_fields {
                    return Err(not_xer("%R before the table's %T and %F", line));
                }
                if let Some(t) = current.as_mut() {
                    t.rows.push(Row {
                        line,
                        values: parts.collect(),
                    });
                }
            }
            Some("%E") => {
                ended = true;
                break;
            }
            // Continuation lines of multi-line memo values in tables we do not read.
            _ => {}
        }
    }
    if !header {
        return Err(not_xer("the file is empty", 1));
    }
    if !ended {
        return Err(not_xer("the file ends without %E (truncated?)", last_line));
    }
    if let Some(t) = current.take() {
        tables.entry(t.name).or_insert(t);
    }
    Ok(tables)
}
