//! The parameters of one record: checked token by token and split into top-level attribute spans.
//!
//! [`Params::split`] walks a kept record from its keyword to its `;` and remembers where each top-level attribute
//! starts and ends; the readers (`text`, `references`, and [`crate::value`]) then look only at the
//! attributes they need. A span has been through the tokenizer, so those readers may assume closed strings and
//! balanced lists, but they still never index out of bounds.

use crate::error::Error;
use crate::lex::{keyword_end, skip_trivia, string_end};
use crate::text;

/// Deepest list nesting accepted in a parsed record.
pub(crate) const MAX_DEPTH: usize = 64;

/// Reusable attribute splitter over the file bytes.
pub(crate) struct Params<'a> {
    pub bytes: &'a [u8],
    spans: Vec<(usize, usize)>,
}

impl<'a> Params<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Self {
        Params { bytes, spans: Vec::with_capacity(16) }
    }

    /// Splits the record whose keyword starts at `pos`. Fails on any syntax error up to its `;`.
    pub(crate) fn split(&mut self, pos: usize) -> Result<(), Error> {
        self.spans.clear();
        let bytes = self.bytes;
        let mut pos = self.trivia(keyword_end(bytes, pos))?;
        self.expect(pos, b'(', "expected '(' after the keyword")?;
        pos = self.trivia(pos + 1)?;
        if bytes.get(pos) == Some(&b')') {
            pos += 1;
        } else {
            loop {
                let start = pos;
                let end = self.skip_value(pos, 0)?;
                self.spans.push((start, end));
                pos = self.trivia(end)?;
                match bytes.get(pos) {
                    Some(b',') => pos = self.trivia(pos + 1)?,
                    Some(b')') => {
                        pos += 1;
                        break;
                    }
                    _ => return Err(self.error(pos, "expected ',' or ')' between attributes")),
                }
            }
        }
        pos = self.trivia(pos)?;
        self.expect(pos, b';', "expected ';' after the attributes")
    }

    /// The span of attribute `i` of the last split record.
    pub(crate) fn span(&self, i: usize) -> &'a [u8] {
        match self.spans.get(i) {
            Some(&(start, end)) => self.bytes.get(start..end).unwrap_or_default(),
            None => &[],
        }
    }

    /// Attribute `i` as a string, `None` if it is `$` or not a string.
    pub(crate) fn text(&self, i: usize) -> Option<String> {
        string(self.span(i))
    }

    /// Every instance reference in attribute `i` (a reference, a list of them, or a typed wrapper of either),
    /// appended to `out`.
    pub(crate) fn references(&self, i: usize, out: &mut Vec<u32>) {
        let span = self.span(i);
        let mut pos = 0;
        while let Some(at) = memchr::memchr2(b'#', b'\'', span.get(pos..).unwrap_or_default()) {
            pos += at;
            if span[pos] == b'\'' {
                pos = string_end(span, pos).unwrap_or(span.len());
            } else {
                out.extend(reference(&span[pos..]));
                pos += 1;
            }
        }
    }

    /// The end of the value starting at `pos`.
    fn skip_value(&self, pos: usize, depth: usize) -> Result<usize, Error> {
        let bytes = self.bytes;
        let Some(&first) = bytes.get(pos) else { return Err(self.error(pos, "record cut off")) };
        let end = match first {
            b'\'' => string_end(bytes, pos).map_err(|_| self.error(pos, "unterminated string"))?,
            b'"' => match memchr::memchr(b'"', bytes.get(pos + 1..).unwrap_or_default()) {
                Some(i) => pos + i + 2,
                None => return Err(self.error(pos, "unterminated binary value")),
            },
            b'$' | b'*' => pos + 1,
            b'#' => self.run(pos + 1, |b| b.is_ascii_digit(), "expected digits after '#'")?,
            b'.' => {
                let end = self.run(pos + 1, |b| b.is_ascii_alphanumeric() || b == b'_', "expected an enumeration")?;
                self.expect(end, b'.', "expected '.' closing the enumeration")?;
                end + 1
            }
            b'0'..=b'9' | b'+' | b'-' => {
                let numeric = |b: u8| b.is_ascii_digit() || matches!(b, b'.' | b'E' | b'e' | b'+' | b'-');
                self.run(pos, numeric, "expected a number")?
            }
            b'(' => return self.skip_list(pos, depth),
            b if b.is_ascii_alphabetic() => {
                let open = self.trivia(keyword_end(bytes, pos))?;
                self.expect(open, b'(', "expected '(' after the type of a typed value")?;
                let inner = self.trivia(open + 1)?;
                let end = self.skip_value(inner, depth + 1)?;
                let close = self.trivia(end)?;
                self.expect(close, b')', "expected ')' closing the typed value")?;
                close + 1
            }
            _ => return Err(self.error(pos, "unexpected character in attribute")),
        };
        Ok(end)
    }

    /// The end of the list opening at `pos`.
    fn skip_list(&self, pos: usize, depth: usize) -> Result<usize, Error> {
        if depth >= MAX_DEPTH {
            return Err(self.error(pos, "lists nested too deep"));
        }
        let mut pos = self.trivia(pos + 1)?;
        if self.bytes.get(pos) == Some(&b')') {
            return Ok(pos + 1);
        }
        loop {
            let end = self.skip_value(pos, depth + 1)?;
            pos = self.trivia(end)?;
            match self.bytes.get(pos) {
                Some(b',') => pos = self.trivia(pos + 1)?,
                Some(b')') => return Ok(pos + 1),
                _ => return Err(self.error(pos, "expected ',' or ')' in a list")),
            }
        }
    }

    /// The end of a run of bytes matching `accept` starting at `pos`; an empty run is an error.
    fn run(&self, pos: usize, accept: impl Fn(u8) -> bool, detail: &str) -> Result<usize, Error> {
        let len = self.bytes.get(pos..).unwrap_or_default().iter().take_while(|&&b| accept(b)).count();
        if len == 0 {
            return Err(self.error(pos, detail));
        }
        Ok(pos + len)
    }

    fn trivia(&self, pos: usize) -> Result<usize, Error> {
        skip_trivia(self.bytes, pos).map_err(|_| self.error(pos, "unterminated comment"))
    }

    fn expect(&self, pos: usize, byte: u8, detail: &str) -> Result<(), Error> {
        if self.bytes.get(pos) == Some(&byte) {
            Ok(())
        } else {
            Err(self.error(pos, detail))
        }
    }

    #[cold]
    fn error(&self, pos: usize, detail: &str) -> Error {
        Error::syntax(self.bytes, pos, detail)
    }
}

/// A string literal span (quotes included) decoded; `None` for anything else.
pub(crate) fn string(span: &[u8]) -> Option<String> {
    match span {
        [b'\'', inner @ .., b'\''] => Some(text::decode(inner)),
        _ => None,
    }
}

/// The id of a `#123` span.
pub(crate) fn reference(span: &[u8]) -> Option<u32> {
    let digits = span.strip_prefix(b"#")?;
    let len = digits.iter().take_while(|b| b.is_ascii_digit()).count();
    std::str::from_utf8(digits.get(..len)?).ok()?.parse().ok()
}
