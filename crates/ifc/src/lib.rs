//! Reads IFC building models from STEP physical files (ISO 10303-21, `.ifc`) and `.ifczip` archives.
//!
//! What it extracts: the schema (IFC2X3, IFC4, IFC4X3), the project, every `IfcProduct` instance with its
//! GlobalId, class, Name, ObjectType, type object name and place in the spatial structure (site, building,
//! storey, space), and, when [`Options::properties`] is set, the property and quantity sets of the products with
//! every value. It does not read geometry.
//!
//! ```no_run
//! let model = ifc::read_file("model.ifc".as_ref(), ifc::Options { properties: true })?;
//! for product in &model.products {
//!     let storey = product.storey.map(|i| model.products[i].name.as_deref().unwrap_or(""));
//!     println!("{} {} {:?}", product.global_id, product.class, storey);
//! }
//! # Ok::<(), ifc::Error>(())
//! ```
//!
//! # How it reads
//!
//! One pass over the bytes frames every record (`#id=KEYWORD(…);`, strings and comments skipped whole, so a `;` in
//! them does not end a record) and keeps the offsets of only the records of the kinds it reads: products, type
//! objects, the project, the relationships `IfcRelAggregates`, `IfcRelContainedInSpatialStructure`,
//! `IfcRelVoidsElement`, `IfcRelDefinesByType` and, with properties, `IfcRelDefinesByProperties` with the set and
//! property records. Keywords are hashed and looked up without allocating. Only kept records are parsed, and only the
//! attributes needed; geometry is never parsed. Line numbers are counted only when an error is reported.
//! [`read_file`] streams the file through a small window and keeps just the bytes of the kept records, so the
//! element list of a 155 MB file runs in a few MB (`bench/ifc/README.md` has the figures).
//!
//! What is checked: the header, and in every record the framing (id, `=`, keyword, closed strings and comments,
//! balanced parentheses, no next record before the `;`, a `)` before it) and the end of the file; in kept records
//! also the syntax of every parameter. A record that is not kept (geometry, say) can hold a malformed parameter
//! without an error.
//!
//! # Why its own tokenizer, not `ifc-lite-core`
//!
//! `ifc-lite-core` 28 (MPL-2.0) was evaluated. It builds and scans the samples here, and its `EntityScanner` is about
//! as fast as this crate's scan (on the 155 MB synthetic sample read into memory: 0.20–0.21 s of CPU for the process
//! running the scanner alone, 0.22 s for this crate's whole element list). It does not fit the error goal: it is
//! built to recover, so a record without its `;` or with a stray quote is dropped and the scan goes on (the offsets
//! are kept in a side list, reports go to a process-wide sink), it does not check that parentheses balance, and a
//! scan cut by the end of a buffer is not told from a truncated file. This crate must stop at the first error with
//! its kind and line, and its streaming [`read_file`] needs exactly that distinction; with those checks added around
//! `EntityScanner`, little of it would be left in use. Its attribute decoder (nom) and entity index (hash map) are
//! built for geometry access, and the crate brings nom, futures, bytemuck, twox-hash and 27,000 lines of generated
//! schema tables, a heavy build on the project's 2-core machines. The schema facts needed here (which classes are
//! products, spatial elements or type objects in IFC2X3, IFC4 and IFC4X3) are a 400-line table generated from
//! IfcOpenShell's schemas by `tools/gen_schema.py`.

mod archive;
mod attr;
mod build;
mod classes;
mod error;
mod header;
mod index;
mod lex;
mod model;
mod props;
mod scan;
mod schema_gen;
mod stream;
mod text;
mod value;

pub use archive::{is_zip, unzip};
pub use error::{Error, ErrorKind};
pub use model::{Model, Product, Project, Property, PropertySet, Schema, SetKind, Value};

/// What to read besides the spatial structure and the products.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Options {
    /// Also read the property and quantity sets of the products ([`Model::property_sets`]).
    pub properties: bool,
}

/// Reads a model from the bytes of an `.ifc` file or of an `.ifczip` archive (recognised by its `PK\x03\x04`
/// magic).
pub fn read(bytes: &[u8], options: Options) -> Result<Model, Error> {
    if is_zip(bytes) {
        let inner = unzip(bytes)?;
        read_step(&inner, options)
    } else {
        read_step(bytes, options)
    }
}

/// Reads a model from an `.ifc` or `.ifczip` file.
///
/// Same result as [`read`] on the file's bytes, but an `.ifc` file is streamed: only the records that are read are
/// kept in memory, not the whole file.
pub fn read_file(path: &std::path::Path, options: Options) -> Result<Model, Error> {
    stream::read_path(path, options)
}

fn read_step(bytes: &[u8], options: Options) -> Result<Model, Error> {
    let header = header::parse(bytes)?;
    let table = classes::Table::get(options.properties);
    let scan = scan::scan(bytes, header.data_start, table)?;
    build::model(bytes, header.schema, scan, options)
}
