//! Attribute spans (already tokenized by [`crate::attr`]) turned into property [`Value`]s.

use crate::attr::{string, MAX_DEPTH};
use crate::lex::{keyword_end, skip_trivia};
use crate::model::Value;

/// The value of a span: a typed value (`IFCLABEL('x')`), a literal, or a list of them.
pub(crate) fn value(span: &[u8]) -> Value {
    parse(span, 0, None).0
}

/// A number for a quantity: integers become `Number` too.
pub(crate) fn number(span: &[u8]) -> Value {
    match value(span) {
        Value::Integer(i) => Value::Number(i as f64),
        other => other,
    }
}

/// Parses the value at the start of `span` (after trivia); returns it and the offset after it. `ty` is the type
/// name of an enclosing typed value, which tells a `BOOLEAN` from a `LOGICAL`.
fn parse(span: &[u8], depth: usize, ty: Option<&[u8]>) -> (Value, usize) {
    let start = skip_trivia(span, 0).unwrap_or(span.len());
    let rest = &span[start..];
    let Some(&first) = rest.first() else { return (Value::Null, span.len()) };
    let (value, len) = match first {
        b'\'' => {
            let len = crate::lex::string_end(rest, 0).unwrap_or(rest.len());
            (Value::Text(string(&rest[..len]).unwrap_or_default()), len)
        }
        b'.' => {
            let end = memchr::memchr(b'.', &rest[1..]).map_or(rest.len(), |i| i + 2);
            (enumeration(rest.get(1..end.saturating_sub(1)).unwrap_or_default(), ty), end)
        }
        b'(' => list(rest, depth),
        b'$' | b'*' => (Value::Null, 1),
        b'"' => {
            let len = memchr::memchr(b'"', &rest[1..]).map_or(rest.len(), |i| i + 2);
            (Value::Text(String::from_utf8_lossy(&rest[..len]).into_owned()), len)
        }
        b'#' => {
            let len = 1 + rest[1..].iter().take_while(|b| b.is_ascii_digit()).count();
            (Value::Text(String::from_utf8_lossy(&rest[..len]).into_owned()), len)
        }
        b if b.is_ascii_alphabetic() => typed(rest, depth),
        _ => {
            let numeric = |b: &u8| b.is_ascii_digit() || matches!(b, b'.' | b'E' | b'e' | b'+' | b'-');
            let len = rest.iter().take_while(|b| numeric(b)).count();
            (literal_number(&rest[..len]), len.max(1))
        }
    };
    (value, start + len)
}

/// `TYPE(value)`.
fn typed(rest: &[u8], depth: usize) -> (Value, usize) {
    let name_end = keyword_end(rest, 0);
    let open = skip_trivia(rest, name_end).unwrap_or(rest.len());
    if rest.get(open) != Some(&b'(') || depth >= MAX_DEPTH {
        return (Value::Null, rest.len());
    }
    let (value, used) = parse(&rest[open + 1..], depth + 1, Some(&rest[..name_end]));
    let close = skip_trivia(rest, open + 1 + used).unwrap_or(rest.len());
    (value, (close + 1).min(rest.len()))
}

/// `(a, b, …)`.
fn list(rest: &[u8], depth: usize) -> (Value, usize) {
    if depth >= MAX_DEPTH {
        return (Value::Null, rest.len());
    }
    let mut items = Vec::new();
    let mut pos = 1;
    loop {
        pos = skip_trivia(rest, pos).unwrap_or(rest.len());
        match rest.get(pos) {
            None => return (Value::List(items), rest.len()),
            Some(b')') => return (Value::List(items), pos + 1),
            Some(b',') => pos += 1,
            Some(_) => {
                let (item, used) = parse(&rest[pos..], depth + 1, None);
                items.push(item);
                pos += used.max(1);
            }
        }
    }
}

/// `.T.`, `.F.`, `.U.` or another enumeration value.
fn enumeration(name: &[u8], ty: Option<&[u8]>) -> Value {
    let logical = ty.is_some_and(|t| t.eq_ignore_ascii_case(b"IFCLOGICAL"));
    match name {
        b"T" if logical => Value::Logical(Some(true)),
        b"F" if logical => Value::Logical(Some(false)),
        b"T" => Value::Bool(true),
        b"F" => Value::Bool(false),
        b"U" => Value::Logical(None),
        other => Value::Text(String::from_utf8_lossy(other).into_owned()),
    }
}

/// An integer literal as `Integer` (a `Number` when it does not fit), a real one as `Number`.
fn literal_number(digits: &[u8]) -> Value {
    let Ok(text) = std::str::from_utf8(digits) else { return Value::Null };
    if !text.contains(['.', 'E', 'e']) {
        if let Ok(i) = text.parse::<i64>() {
            return Value::Integer(i);
        }
    }
    text.parse::<f64>().map_or(Value::Null, Value::Number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_and_plain_values() {
        assert_eq!(value(b"IFCLABEL('x y')"), Value::Text("x y".into()));
        assert_eq!(value(b"IFCREAL(1.5)"), Value::Number(1.5));
        assert_eq!(value(b"IFCLENGTHMEASURE(1.E-005)"), Value::Number(1e-5));
        assert_eq!(value(b"IFCLENGTHMEASURE(-3.)"), Value::Number(-3.0));
        assert_eq!(value(b"IFCINTEGER(42)"), Value::Integer(42));
        assert_eq!(value(b"IFCBOOLEAN(.T.)"), Value::Bool(true));
        assert_eq!(value(b"IFCLOGICAL(.T.)"), Value::Logical(Some(true)));
        assert_eq!(value(b"IFCLOGICAL(.U.)"), Value::Logical(None));
        assert_eq!(value(b".NOTDEFINED."), Value::Text("NOTDEFINED".into()));
        assert_eq!(value(b"$"), Value::Null);
        assert_eq!(
            value(b"(IFCLABEL('a'), IFCLABEL('b'))"),
            Value::List(vec![Value::Text("a".into()), Value::Text("b".into())])
        );
        assert_eq!(value(b"IFCINTEGER(99999999999999999999)"), Value::Number(1e20));
        assert_eq!(number(b"IFCCOUNTMEASURE(3)"), Value::Number(3.0));
    }

    #[test]
    fn odd_spans_do_not_panic() {
        for span in [&b""[..], b"(", b"((", b"IFC", b"IFC(", b"'", b".", b"\"", b"#", b"-", b"(,)", b"X(((1)"] {
            let _ = value(span);
        }
    }
}
