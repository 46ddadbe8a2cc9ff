//! Read errors, with the line of the file where reading stopped.
//!
//! Errors carry a byte offset while they are made ([`Error::at`]); the line is counted from it only then, so reading
//! a good file never counts lines.

/// Why a read failed, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// 1-based line of the (inner `.ifc`) file where reading stopped; 0 when the error has no place in the file
    /// (I/O, zip).
    pub line: usize,
    pub kind: ErrorKind,
}

/// What went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorKind {
    /// No bytes, or only whitespace.
    Empty,
    /// Not a STEP physical file (no `ISO-10303-21;` at the start): binary data, another format.
    NotStep,
    /// A `FILE_SCHEMA` this crate does not read (the name as written).
    UnsupportedSchema(String),
    /// The file ends before it is complete: inside a record, string or comment, or without `ENDSEC;` or
    /// `END-ISO-10303-21;`.
    Truncated,
    /// Malformed content.
    Syntax(String),
    /// The `.ifczip` archive could not be read, or holds no `.ifc` file.
    Zip(String),
    /// The file could not be read.
    Io(String),
}

impl Error {
    pub(crate) fn new(line: usize, kind: ErrorKind) -> Self {
        Error { line, kind }
    }

    /// An error at byte offset `pos` of `bytes` (clamped to its length).
    #[cold]
    pub(crate) fn at(bytes: &[u8], pos: usize, kind: ErrorKind) -> Self {
        let end = pos.min(bytes.len());
        let line = 1 + memchr::memchr_iter(b'\n', &bytes[..end]).count();
        Error { line, kind }
    }

    /// A syntax error at byte offset `pos`.
    #[cold]
    pub(crate) fn syntax(bytes: &[u8], pos: usize, detail: impl Into<String>) -> Self {
        Self::at(bytes, pos, ErrorKind::Syntax(detail.into()))
    }
}

impl std::fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ErrorKind::Empty => f.write_str("the file is empty"),
            ErrorKind::NotStep => f.write_str("not an IFC file (no ISO-10303-21 header)"),
            ErrorKind::UnsupportedSchema(s) => write!(f, "unsupported IFC schema '{s}'"),
            ErrorKind::Truncated => f.write_str("the file is cut off (truncated)"),
            ErrorKind::Syntax(detail) => write!(f, "syntax error: {detail}"),
            ErrorKind::Zip(detail) => write!(f, "cannot read the .ifczip archive: {detail}"),
            ErrorKind::Io(detail) => write!(f, "cannot read the file: {detail}"),
        }
    }
}

impl std::fmt::Display for Error {
    /// `line {line}: {detail}`, or only the detail when the error has no line.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line > 0 {
            write!(f, "line {}: {}", self.line, self.kind)
        } else {
            write!(f, "{}", self.kind)
        }
    }
}

impl std::error::Error for Error {}
