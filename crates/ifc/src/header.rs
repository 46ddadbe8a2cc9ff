//! The start of a STEP file: `ISO-10303-21;`, the HEADER section with its `FILE_SCHEMA`, and the opening of each
//! DATA section; also what may follow an `ENDSEC;` of a DATA section.

use crate::error::{Error, ErrorKind};
use crate::lex::{is_keyword_at, keyword_end, skip_trivia, Unfinished};
use crate::model::Schema;
use crate::scan::record_end;
use crate::text;

/// What the header says and where the records start.
#[derive(Debug)]
pub(crate) struct Header {
    pub schema: Schema,
    /// Offset just past the first `DATA;`.
    pub data_start: usize,
}

const MAGIC: &[u8] = b"ISO-10303-21";
const END: &[u8] = b"END-ISO-10303-21";

/// Reads the header of `bytes`.
pub(crate) fn parse(bytes: &[u8]) -> Result<Header, Error> {
    let bom = if bytes.starts_with(b"\xEF\xBB\xBF") { 3 } else { 0 };
    let pos = trivia(bytes, bom)?;
    if pos >= bytes.len() {
        return Err(Error::new(0, ErrorKind::Empty));
    }
    if !bytes[pos..].starts_with(MAGIC) {
        return Err(Error::at(bytes, pos, ErrorKind::NotStep));
    }
    let pos = semicolon(bytes, pos + MAGIC.len(), "after ISO-10303-21")?;
    let pos = trivia(bytes, pos)?;
    if !is_keyword_at(bytes, pos, b"HEADER") {
        return Err(at_end_or(bytes, pos, "missing HEADER section after ISO-10303-21;"));
    }
    let mut pos = semicolon(bytes, pos + 6, "after HEADER")?;
    let mut schema = None;
    loop {
        pos = trivia(bytes, pos)?;
        if is_keyword_at(bytes, pos, b"ENDSEC") {
            pos = semicolon(bytes, pos + 6, "after ENDSEC")?;
            break;
        }
        let end_of_name = keyword_end(bytes, pos);
        if end_of_name == pos {
            return Err(at_end_or(bytes, pos, "expected a header entity or ENDSEC"));
        }
        let end = record_end(bytes, pos, end_of_name)?;
        if bytes[pos..end_of_name].eq_ignore_ascii_case(b"FILE_SCHEMA") && schema.is_none() {
            schema = Some(file_schema(bytes, pos, end_of_name, end)?);
        }
        pos = end + 1;
    }
    let Some(schema) = schema else {
        return Err(Error::syntax(bytes, pos, "the header has no FILE_SCHEMA"));
    };
    match next_section(bytes, pos)? {
        Some(data_start) => Ok(Header { schema, data_start }),
        None => Err(Error::syntax(bytes, pos, "the file has no DATA section")),
    }
}

/// After an `ENDSEC;` ending at `pos`: the start of the records of the next DATA section, or `None` at
/// `END-ISO-10303-21;`.
pub(crate) fn next_section(bytes: &[u8], pos: usize) -> Result<Option<usize>, Error> {
    let pos = trivia(bytes, pos)?;
    if is_keyword_at(bytes, pos, b"DATA") {
        let after = trivia(bytes, pos + 4)?;
        // ISO 10303-21 edition 3 lets a DATA section carry parameters: DATA('name',('schema'));
        return if bytes.get(after) == Some(&b'(') {
            Ok(Some(record_end(bytes, pos, pos + 4)? + 1))
        } else {
            semicolon(bytes, pos + 4, "after DATA").map(Some)
        };
    }
    if bytes.get(pos..pos + END.len()).is_some_and(|s| s.eq_ignore_ascii_case(END)) {
        semicolon(bytes, pos + END.len(), "after END-ISO-10303-21")?;
        return Ok(None);
    }
    Err(at_end_or(bytes, pos, "expected DATA or END-ISO-10303-21 after ENDSEC;"))
}

/// The schema named by the FILE_SCHEMA record at `start` (its first string).
fn file_schema(bytes: &[u8], start: usize, from: usize, end: usize) -> Result<Schema, Error> {
    let params = &bytes[from..end];
    let name = memchr::memchr(b'\'', params).and_then(|open| {
        let close = memchr::memchr(b'\'', &params[open + 1..])?;
        Some(text::decode(&params[open + 1..open + 1 + close]))
    });
    let Some(name) = name else {
        return Err(Error::syntax(bytes, start, "FILE_SCHEMA names no schema"));
    };
    let upper = name.trim().to_ascii_uppercase();
    match upper.split('_').next().unwrap_or_default() {
        "IFC2X3" => Ok(Schema::Ifc2x3),
        "IFC4" => Ok(Schema::Ifc4),
        "IFC4X1" | "IFC4X2" | "IFC4X3" => Ok(Schema::Ifc4x3),
        _ => Err(Error::at(bytes, start, ErrorKind::UnsupportedSchema(name))),
    }
}

/// Skips whitespace and comments; an unclosed comment is a truncated file.
fn trivia(bytes: &[u8], pos: usize) -> Result<usize, Error> {
    skip_trivia(bytes, pos).map_err(|u| unfinished(bytes, u))
}

/// The offset past the `;` expected (after trivia) at `pos`.
fn semicolon(bytes: &[u8], pos: usize, after: &str) -> Result<usize, Error> {
    let pos = trivia(bytes, pos)?;
    match bytes.get(pos) {
        Some(b';') => Ok(pos + 1),
        _ => Err(at_end_or(bytes, pos, &format!("expected ';' {after}"))),
    }
}

/// Truncated when `pos` is the end of the bytes, else a syntax error with `detail`.
pub(crate) fn at_end_or(bytes: &[u8], pos: usize, detail: &str) -> Error {
    if pos >= bytes.len() {
        Error::at(bytes, bytes.len(), ErrorKind::Truncated)
    } else {
        Error::syntax(bytes, pos, detail)
    }
}

/// A token cut off by the end of the file.
pub(crate) fn unfinished(bytes: &[u8], unfinished: Unfinished) -> Error {
    let (Unfinished::Comment(start) | Unfinished::Text(start)) = unfinished;
    Error::at(bytes, start, ErrorKind::Truncated)
}
