//! The one pass over the DATA section: frames every record and keeps the offsets of the kept kinds.
//!
//! A record is `#id = KEYWORD ( … ) ;` (or a complex record `#id = ( … ) ;`). Its end is the first `;` outside
//! strings and comments, found with `memchr3` over `;`, `'` and `/`; the plain bytes jumped over are tallied for
//! parentheses and `=` in the same pass (a vectorised count), so an unbalanced record or a missing `;` before the
//! next `#id=` is caught in every record, parsed or not.

use crate::classes::{hash, Kind, Table};
use crate::error::{Error, ErrorKind};
use crate::header::{at_end_or, next_section, unfinished};
use crate::lex::{comment_end, is_space, keyword_end, skip_trivia, string_end};

/// A kept record.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Rec {
    /// Offset of the record's keyword (in the file, or in the buffer of kept records when streaming).
    pub pos: usize,
    /// Instance name (`#id`).
    pub id: u32,
    pub kind: Kind,
}

/// What the pass found.
#[derive(Debug, Default)]
pub(crate) struct Scan {
    /// Records in the DATA section(s).
    pub entities: usize,
    /// Kept records, in file order.
    pub recs: Vec<Rec>,
    /// Largest id among `recs`.
    pub max_id: u32,
}

/// Where a scan of a window of the file stopped.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// At `END-ISO-10303-21;`.
    End,
    /// The window ends inside the record (or section keyword) starting at this offset.
    More(usize),
}

/// Scans all records of a whole file from `pos` (just past `DATA;`) to `END-ISO-10303-21;`.
pub(crate) fn scan(bytes: &[u8], pos: usize, table: &Table) -> Result<Scan, Error> {
    let mut out = Scan::default();
    scan_window(bytes, pos, true, table, &mut out, |out, rec, _| out.recs.push(rec))?;
    Ok(out)
}

/// Scans the records in `bytes[pos..]`, counting them in `out` and handing each kept one with the offset of its
/// `;` to `keep`. When `last` is false, `bytes` is a window that the file continues past: any error is then taken
/// for a record cut by the window's end, and the scan stops with [`Stop::More`] at that record.
pub(crate) fn scan_window(
    bytes: &[u8],
    mut pos: usize,
    last: bool,
    table: &Table,
    out: &mut Scan,
    mut keep: impl FnMut(&mut Scan, Rec, usize),
) -> Result<Stop, Error> {
    loop {
        match step(bytes, pos, table) {
            Ok(Step::Record { kept, end }) => {
                out.entities += 1;
                if let Some(rec) = kept {
                    out.max_id = out.max_id.max(rec.id);
                    keep(out, rec, end);
                }
                pos = end + 1;
            }
            Ok(Step::Section(next)) => pos = next,
            Ok(Step::End) => return Ok(Stop::End),
            Err(e) if last => return Err(e),
            Err(_) => return Ok(Stop::More(pos)),
        }
    }
}

/// What one step of the scan read.
enum Step {
    /// A record ending at `end` (its `;`), and the record itself if its kind is kept.
    Record { kept: Option<Rec>, end: usize },
    /// `ENDSEC;` followed by another DATA section whose records start here.
    Section(usize),
    /// `ENDSEC; END-ISO-10303-21;`
    End,
}

/// Reads the record (or `ENDSEC`) after the trivia at `pos`.
#[inline]
fn step(bytes: &[u8], pos: usize, table: &Table) -> Result<Step, Error> {
    let start = skip_trivia(bytes, pos).map_err(|u| unfinished(bytes, u))?;
    match bytes.get(start) {
        Some(b'#') => {}
        Some(b'E' | b'e') if bytes.get(start..start + 6).is_some_and(|s| s.eq_ignore_ascii_case(b"ENDSEC")) => {
            let after = skip_trivia(bytes, start + 6).map_err(|u| unfinished(bytes, u))?;
            if bytes.get(after) != Some(&b';') {
                return Err(at_end_or(bytes, after, "expected ';' after ENDSEC"));
            }
            return Ok(next_section(bytes, after + 1)?.map_or(Step::End, Step::Section));
        }
        _ => return Err(at_end_or(bytes, start, "expected a record ('#id=') or ENDSEC")),
    }
    let (id, after_id) = instance_id(bytes, start)?;
    let mut pos = skip_trivia(bytes, after_id).map_err(|u| unfinished(bytes, u))?;
    if bytes.get(pos) != Some(&b'=') {
        return Err(at_end_or(bytes, pos, "expected '=' after the instance id"));
    }
    pos = skip_trivia(bytes, pos + 1).map_err(|u| unfinished(bytes, u))?;
    let keyword = pos;
    pos = keyword_end(bytes, pos);
    let kind = if pos > keyword {
        let name = &bytes[keyword..pos];
        table.lookup(hash(name), name)
    } else {
        None
    };
    if bytes.get(pos) != Some(&b'(') {
        pos = skip_trivia(bytes, pos).map_err(|_| Error::at(bytes, start, ErrorKind::Truncated))?;
        if bytes.get(pos) != Some(&b'(') {
            return Err(at_end_or(bytes, pos, "expected an entity keyword and '(' after '='"));
        }
    }
    let end = record_end(bytes, start, pos)?;
    Ok(Step::Record { kept: kind.map(|kind| Rec { pos: keyword, id, kind }), end })
}

/// The id of the record starting with `#` at `start`, and the offset after its digits. Ids above `u32::MAX` are
/// refused, as IfcOpenShell and web-ifc do.
#[inline]
fn instance_id(bytes: &[u8], start: usize) -> Result<(u32, usize), Error> {
    let digits = bytes.get(start + 1..).unwrap_or_default();
    let count = digits.iter().take_while(|b| b.is_ascii_digit()).count();
    if count == 0 {
        return Err(at_end_or(bytes, start + 1, "expected an instance id after '#'"));
    }
    // Up to 19 digits cannot overflow a u64.
    let id =
        if count <= 19 { digits[..count].iter().fold(0u64, |id, &d| id * 10 + u64::from(d - b'0')) } else { u64::MAX };
    let id = u32::try_from(id).map_err(|_| Error::syntax(bytes, start, "instance id larger than 4294967295"))?;
    Ok((id, start + 1 + count))
}

/// The offset of the `;` that ends the record (or header entity) starting at `start`, whose parameters begin at or
/// after `pos`. Checks that parentheses balance, that no `=` (the next record's) comes first, and that the last
/// token before the `;` is `)`.
pub(crate) fn record_end(bytes: &[u8], start: usize, mut pos: usize) -> Result<usize, Error> {
    let mut depth: i64 = 0;
    loop {
        let rest = bytes.get(pos..).unwrap_or_default();
        let Some(i) = memchr::memchr3(b';', b'\'', b'/', rest) else {
            return Err(Error::at(bytes, start, ErrorKind::Truncated));
        };
        let (balance, equals) = tally(&rest[..i]);
        if equals {
            return Err(Error::syntax(bytes, start, "record has no ';' before the next record"));
        }
        depth += balance;
        pos += i;
        match bytes[pos] {
            b';' => {
                if depth != 0 {
                    return Err(Error::syntax(bytes, start, "unbalanced parentheses in record"));
                }
                if !closes_with_paren(&bytes[start..pos]) {
                    return Err(Error::syntax(bytes, start, "expected ')' before the ';' ending the record"));
                }
                return Ok(pos);
            }
            b'\'' => {
                pos = string_end(bytes, pos).map_err(|_| Error::at(bytes, start, ErrorKind::Truncated))?;
            }
            _ if bytes.get(pos + 1) == Some(&b'*') => {
                pos = comment_end(bytes, pos).map_err(|_| Error::at(bytes, start, ErrorKind::Truncated))?;
            }
            _ => pos += 1,
        }
    }
}

/// `(` minus `)`, and whether there is an `=`, in a span outside strings. Counts in chunks of 255 so the `u8`
/// counters cannot overflow and the loop vectorises.
#[inline]
fn tally(plain: &[u8]) -> (i64, bool) {
    let mut depth = 0i64;
    let mut equals = 0u8;
    for chunk in plain.chunks(255) {
        let (mut open, mut close, mut eq) = (0u8, 0u8, 0u8);
        for &b in chunk {
            open += u8::from(b == b'(');
            close += u8::from(b == b')');
            eq |= u8::from(b == b'=');
        }
        depth += i64::from(open) - i64::from(close);
        equals |= eq;
    }
    (depth, equals != 0)
}

/// Whether the record text before its `;` ends with `)` (whitespace and a final comment allowed).
#[inline]
fn closes_with_paren(record: &[u8]) -> bool {
    match record.iter().rposition(|&b| !is_space(b)) {
        Some(i) => record[i] == b')' || (record[i] == b'/' && i > 0 && record[i - 1] == b'*'),
        None => false,
    }
}
