//! Which records the reader keeps, looked up by their keyword without allocating.
//!
//! The scanner hashes every record's keyword ([`hash`]: two 8-byte loads, no loop) and probes a small open-addressed
//! [`Table`]; a miss, the fate of every geometry record, costs one probe into an 8 KB array.

use crate::schema_gen::ENTITIES;
use std::sync::OnceLock;

/// What a schema class is, as far as this crate cares (from the generated table).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum EntityKind {
    /// An `IfcProduct` subtype that is not spatial.
    Product,
    /// An `IfcSpatialStructureElement` / `IfcSpatialElement` subtype.
    Spatial,
    /// An `IfcTypeObject` subtype.
    Type,
}

/// The kind of a kept record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A product; the index of its class in [`ENTITIES`].
    Product(u16),
    TypeObject,
    Project,
    Aggregates,
    Contained,
    Voids,
    DefinesByType,
    DefinesByProperties,
    PropertySet,
    ElementQuantity,
    SingleValue,
    EnumeratedValue,
    ListValue,
    BoundedValue,
    /// `IfcQuantityLength`, `…Area`, `…Volume`, `…Count`, `…Weight`, `…Time`: the value is attribute 3.
    Quantity,
}

impl Kind {
    /// Class name (schema spelling) and whether it is spatial, for a product.
    pub(crate) fn product_class(self) -> Option<(&'static str, bool)> {
        match self {
            Kind::Product(i) => ENTITIES.get(usize::from(i)).map(|e| (e.1, e.2 == EntityKind::Spatial)),
            _ => None,
        }
    }
}

/// Records kept in every read besides the products and type objects.
const STRUCTURE: &[(&str, Kind)] = &[
    ("IFCPROJECT", Kind::Project),
    ("IFCRELAGGREGATES", Kind::Aggregates),
    ("IFCRELCONTAINEDINSPATIALSTRUCTURE", Kind::Contained),
    ("IFCRELVOIDSELEMENT", Kind::Voids),
    ("IFCRELDEFINESBYTYPE", Kind::DefinesByType),
];

/// Records kept only when properties are read.
const PROPERTIES: &[(&str, Kind)] = &[
    ("IFCRELDEFINESBYPROPERTIES", Kind::DefinesByProperties),
    ("IFCPROPERTYSET", Kind::PropertySet),
    ("IFCELEMENTQUANTITY", Kind::ElementQuantity),
    ("IFCPROPERTYSINGLEVALUE", Kind::SingleValue),
    ("IFCPROPERTYENUMERATEDVALUE", Kind::EnumeratedValue),
    ("IFCPROPERTYLISTVALUE", Kind::ListValue),
    ("IFCPROPERTYBOUNDEDVALUE", Kind::BoundedValue),
    ("IFCQUANTITYLENGTH", Kind::Quantity),
    ("IFCQUANTITYAREA", Kind::Quantity),
    ("IFCQUANTITYVOLUME", Kind::Quantity),
    ("IFCQUANTITYCOUNT", Kind::Quantity),
    ("IFCQUANTITYWEIGHT", Kind::Quantity),
    ("IFCQUANTITYTIME", Kind::Quantity),
];

const SLOTS: usize = 1024;
const CASE: u64 = 0xDFDF_DFDF_DFDF_DFDF;

/// The hash of a keyword, the same for any letter case. Never 0 (0 marks an empty slot).
#[inline]
pub(crate) fn hash(name: &[u8]) -> u64 {
    let n = name.len();
    let (head, tail) = match (name.get(..8), n.checked_sub(8).and_then(|s| name.get(s..))) {
        (Some(head), Some(tail)) => (load(head), load(tail)),
        _ => {
            let mut buf = [0u8; 8];
            buf[..n.min(8)].copy_from_slice(&name[..n.min(8)]);
            (load(&buf), 0)
        }
    };
    let x = (head & CASE) ^ (tail & CASE).rotate_left(29) ^ (n as u64).wrapping_mul(0x2545_F491_4F6C_DD1D);
    let h = x.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (h ^ (h >> 31)) | 1
}

#[inline]
fn load(eight: &[u8]) -> u64 {
    let mut buf = [0u8; 8];
    buf.copy_from_slice(&eight[..8]);
    u64::from_le_bytes(buf)
}

/// Open-addressed keyword table (linear probing, load under 45 %).
pub(crate) struct Table {
    hashes: Box<[u64]>,
    entries: Box<[(&'static str, Kind)]>,
}

impl Table {
    /// The table for a read with or without properties (built once per process).
    pub(crate) fn get(properties: bool) -> &'static Table {
        static LIST: OnceLock<Table> = OnceLock::new();
        static FULL: OnceLock<Table> = OnceLock::new();
        if properties {
            FULL.get_or_init(|| Table::build(true))
        } else {
            LIST.get_or_init(|| Table::build(false))
        }
    }

    fn build(properties: bool) -> Table {
        let mut table = Table {
            hashes: vec![0; SLOTS].into_boxed_slice(),
            entries: vec![("", Kind::Project); SLOTS].into_boxed_slice(),
        };
        for (i, (upper, _, kind)) in ENTITIES.iter().enumerate() {
            let kind = match kind {
                EntityKind::Type => Kind::TypeObject,
                _ => Kind::Product(u16::try_from(i).unwrap_or(u16::MAX)),
            };
            table.insert(upper, kind);
        }
        for (upper, kind) in STRUCTURE {
            table.insert(upper, *kind);
        }
        if properties {
            for (upper, kind) in PROPERTIES {
                table.insert(upper, *kind);
            }
        }
        table
    }

    fn insert(&mut self, upper: &'static str, kind: Kind) {
        let h = hash(upper.as_bytes());
        let mut slot = (h as usize) & (SLOTS - 1);
        while self.hashes[slot] != 0 {
            slot = (slot + 1) & (SLOTS - 1);
        }
        self.hashes[slot] = h;
        self.entries[slot] = (upper, kind);
    }

    /// The kind of the record whose keyword is `name` with hash `h` (from [`hash`]), if it is kept.
    #[inline]
    pub(crate) fn lookup(&self, h: u64, name: &[u8]) -> Option<Kind> {
        let mut slot = (h as usize) & (SLOTS - 1);
        loop {
            let probe = *self.hashes.get(slot)?;
            if probe == 0 {
                return None;
            }
            if probe == h {
                let (upper, kind) = self.entries.get(slot)?;
                if upper.as_bytes().eq_ignore_ascii_case(name) {
                    return Some(*kind);
                }
            }
            slot = (slot + 1) & (SLOTS - 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_kept_keywords_in_any_case_and_nothing_else() {
        let table = Table::get(true);
        let look = |name: &str| table.lookup(hash(name.as_bytes()), name.as_bytes());
        assert_eq!(look("IFCWALLSTANDARDCASE").and_then(Kind::product_class), Some(("IfcWallStandardCase", false)));
        assert_eq!(look("IfcBuildingStorey").and_then(Kind::product_class), Some(("IfcBuildingStorey", true)));
        assert_eq!(look("IFCROAD").and_then(Kind::product_class), Some(("IfcRoad", true)));
        assert_eq!(look("IFCWALLTYPE"), Some(Kind::TypeObject));
        assert_eq!(look("IFCQUANTITYAREA"), Some(Kind::Quantity));
        assert_eq!(look("IFCCARTESIANPOINT"), None);
        assert_eq!(look("IFC"), None);
        assert_eq!(look(""), None);
        assert_eq!(Table::get(false).lookup(hash(b"IFCPROPERTYSET"), b"IFCPROPERTYSET"), None);
    }
}
