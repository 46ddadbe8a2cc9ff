//! Property and quantity sets of the products: which sets each product has (its own, then its type's), and the
//! values in them.

use crate::build::{Links, Records};
use crate::classes::Kind;
use crate::error::Error;
use crate::model::{Product, Property, PropertySet, SetKind, Value};
use crate::value::{number, value};
use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};

/// Fills `Product::property_sets` and returns the sets, each once, in file order.
pub(crate) fn read(
    records: &mut Records,
    links: &[Links],
    products: &mut [Product],
) -> Result<Vec<PropertySet>, Error> {
    // Set records of each product: own, then its type's HasPropertySets (read once per type).
    let mut type_sets: HashMap<usize, Vec<usize>> = HashMap::new();
    let mut per_product: Vec<Vec<usize>> = Vec::with_capacity(links.len());
    let mut refs = Vec::new();
    let mut seen: HashSet<usize> = HashSet::new();
    for link in links {
        let mut sets = link.own_sets.clone();
        if let Some(t) = link.type_rec {
            if let Entry::Vacant(entry) = type_sets.entry(t) {
                records.params.split(records.recs[t].pos)?;
                refs.clear();
                records.params.references(5, &mut refs);
                let is_set = |(_, kind): &(usize, Kind)| matches!(kind, Kind::PropertySet | Kind::ElementQuantity);
                let found = refs.iter().filter_map(|&id| records.find(id)).filter(is_set).map(|(r, _)| r);
                entry.insert(found.collect());
            }
            sets.extend(type_sets.get(&t).into_iter().flatten());
        }
        seen.clear();
        sets.retain(|&s| seen.insert(s));
        per_product.push(sets);
    }

    // Model order: file order of the set records.
    let mut used: Vec<usize> = per_product.iter().flatten().copied().collect();
    used.sort_unstable();
    used.dedup();
    for (product, sets) in products.iter_mut().zip(&per_product) {
        product.property_sets = sets.iter().filter_map(|s| used.binary_search(s).ok()).collect();
    }
    let mut names = Names::default();
    used.iter().map(|&r| read_set(records, &mut names, r)).collect()
}

/// One `IfcPropertySet` or `IfcElementQuantity` with its readable properties.
fn read_set(records: &mut Records, names: &mut Names, r: usize) -> Result<PropertySet, Error> {
    let rec = records.recs[r];
    let (kind, members_at) = match rec.kind {
        Kind::ElementQuantity => (SetKind::Quantities, 5),
        _ => (SetKind::Properties, 4),
    };
    records.params.split(rec.pos)?;
    let name = records.params.text(2).unwrap_or_default();
    let mut members = Vec::new();
    records.params.references(members_at, &mut members);
    let mut properties = Vec::with_capacity(members.len());
    for id in members {
        let Some((p, kind)) = records.find(id) else { continue };
        let readable = matches!(
            kind,
            Kind::SingleValue | Kind::EnumeratedValue | Kind::ListValue | Kind::BoundedValue | Kind::Quantity
        );
        if !readable {
            continue;
        }
        records.params.split(records.recs[p].pos)?;
        let params = &records.params;
        let value = match kind {
            Kind::SingleValue => value(params.span(2)),
            Kind::EnumeratedValue | Kind::ListValue => match value(params.span(2)) {
                list @ Value::List(_) => list,
                Value::Null => Value::List(Vec::new()),
                single => Value::List(vec![single]),
            },
            Kind::BoundedValue => bounded(value(params.span(3)), value(params.span(2))),
            _ => number(params.span(3)),
        };
        properties.push(Property { name: names.intern(params.text(0).unwrap_or_default()), value });
    }
    Ok(PropertySet { step_id: u64::from(rec.id), name, kind, properties })
}

/// Property names, each kept once: a model repeats a few hundred names over hundreds of thousands of values.
#[derive(Default)]
struct Names(std::collections::HashSet<std::sync::Arc<str>>);

impl Names {
    fn intern(&mut self, name: String) -> std::sync::Arc<str> {
        if let Some(known) = self.0.get(name.as_str()) {
            return known.clone();
        }
        let name: std::sync::Arc<str> = name.into();
        self.0.insert(name.clone());
        name
    }
}

/// A bounded value as `Text("lower–upper")`, a missing bound left empty.
fn bounded(lower: Value, upper: Value) -> Value {
    match (lower, upper) {
        (Value::Null, Value::Null) => Value::Null,
        (lower, upper) => Value::Text(format!("{lower}–{upper}")),
    }
}
