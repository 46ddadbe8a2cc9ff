//! From kept records to the [`Model`]: products, the project, and the relationships that place products in the
//! spatial structure and give them a type.

use crate::attr::Params;
use crate::classes::Kind;
use crate::error::Error;
use crate::index::Index;
use crate::model::{Model, Product, Project, Schema};
use crate::props;
use crate::scan::{Rec, Scan};
use crate::Options;
use std::cell::Cell;
use std::collections::hash_map::Entry;
use std::collections::HashMap;

/// The kept records and how to find them, shared with [`props`].
pub(crate) struct Records<'a> {
    pub recs: Vec<Rec>,
    pub index: Index,
    pub params: Params<'a>,
    /// The record after the last one found.
    next: Cell<usize>,
}

impl Records<'_> {
    /// The index and kind of the record `#id`.
    pub(crate) fn find(&self, id: u32) -> Option<(usize, Kind)> {
        let i = self.index.get(&self.recs, id, self.next.get())?;
        self.next.set(i + 1);
        Some((i, self.recs[i].kind))
    }
}

/// What the relationships say about one product.
#[derive(Default, Clone)]
pub(crate) struct Links {
    /// Product index of the spatial element containing it.
    contained_in: Option<usize>,
    /// Set by the first `IfcRelAggregates` naming it: the product index of the whole, `None` when the whole is not a
    /// product (the project).
    aggregated_by: Option<Option<usize>>,
    /// Product index of the element an opening voids.
    voids: Option<usize>,
    /// Record index of its type object.
    pub type_rec: Option<usize>,
    /// Record indices of its own property and quantity sets.
    pub own_sets: Vec<usize>,
}

/// Builds the model from the kept records of `bytes` (the file, or the kept records copied out of it).
pub(crate) fn model(bytes: &[u8], schema: Schema, scan: Scan, options: Options) -> Result<Model, Error> {
    let index = Index::new(&scan.recs, scan.max_id, scan.entities);
    let mut records = Records { recs: scan.recs, index, params: Params::new(bytes), next: Cell::new(0) };
    let (mut products, product_of, project) = read_products(&mut records)?;
    let mut links = vec![Links::default(); products.len()];
    read_relationships(&mut records, &product_of, &mut links, options.properties)?;

    let mut type_names: HashMap<usize, Option<String>> = HashMap::new();
    for (i, (product, link)) in products.iter_mut().zip(&links).enumerate() {
        let parent = if product.spatial {
            link.aggregated_by.flatten()
        } else {
            link.contained_in.or(link.aggregated_by.flatten()).or(link.voids)
        };
        product.parent = parent.filter(|&p| p != i);
        if let Some(t) = link.type_rec {
            if let Entry::Vacant(entry) = type_names.entry(t) {
                records.params.split(records.recs[t].pos)?;
                entry.insert(records.params.text(2));
            }
            product.type_name = type_names.get(&t).cloned().flatten();
        }
    }
    place_in_storeys(&mut products);
    let property_sets = if options.properties { props::read(&mut records, &links, &mut products)? } else { Vec::new() };
    Ok(Model { schema, entities: scan.entities, project, products, property_sets })
}

/// Products, a map from record index to product index, and the first project.
type Products = (Vec<Product>, HashMap<usize, usize>, Option<Project>);

/// Every product (and the first project), with a map from record index to product index.
fn read_products(records: &mut Records) -> Result<Products, Error> {
    let mut products = Vec::new();
    let mut product_of = HashMap::new();
    let mut project = None;
    let Records { recs, params, .. } = records;
    for (r, rec) in recs.iter().enumerate() {
        if let Some((class, spatial)) = rec.kind.product_class() {
            params.split(rec.pos)?;
            product_of.insert(r, products.len());
            products.push(Product {
                step_id: u64::from(rec.id),
                global_id: params.text(0).unwrap_or_default(),
                class: class.to_owned(),
                name: params.text(2),
                object_type: params.text(4),
                type_name: None,
                spatial,
                parent: None,
                storey: None,
                property_sets: Vec::new(),
            });
        } else if rec.kind == Kind::Project && project.is_none() {
            params.split(rec.pos)?;
            project = Some(Project {
                step_id: u64::from(rec.id),
                global_id: params.text(0).unwrap_or_default(),
                name: params.text(2),
            });
        }
    }
    Ok((products, product_of, project))
}

/// Reads the relationship records into `links` (indexed like the products).
fn read_relationships(
    records: &mut Records,
    product_of: &HashMap<usize, usize>,
    links: &mut [Links],
    properties: bool,
) -> Result<(), Error> {
    let mut related = Vec::new();
    let mut relating = Vec::new();
    for r in 0..records.recs.len() {
        let kind = records.recs[r].kind;
        let (related_at, relating_at) = match kind {
            Kind::Aggregates | Kind::Voids => (5, 4),
            Kind::Contained | Kind::DefinesByType => (4, 5),
            Kind::DefinesByProperties if properties => (4, 5),
            _ => continue,
        };
        records.params.split(records.recs[r].pos)?;
        related.clear();
        relating.clear();
        records.params.references(related_at, &mut related);
        records.params.references(relating_at, &mut relating);
        let target = |id: &u32| records.find(*id);
        let product = |id: &u32| target(id).and_then(|(r, _)| product_of.get(&r).copied());
        for child in related.iter().filter_map(product) {
            let link = &mut links[child];
            match kind {
                Kind::Aggregates => {
                    // Relating may be the project (not a product): then the parent is the project itself.
                    if let Some(first) = relating.first().filter(|id| target(id).is_some()) {
                        link.aggregated_by.get_or_insert(product(first));
                    }
                }
                Kind::Voids => link.voids = link.voids.or(relating.first().and_then(product)),
                Kind::Contained => link.contained_in = link.contained_in.or(relating.first().and_then(product)),
                Kind::DefinesByType => {
                    let is_type = |(_, kind): &(usize, Kind)| *kind == Kind::TypeObject;
                    let type_rec = relating.first().and_then(target).filter(is_type).map(|(r, _)| r);
                    link.type_rec = link.type_rec.or(type_rec);
                }
                _ => {
                    let is_set = |(_, kind): &(usize, Kind)| matches!(kind, Kind::PropertySet | Kind::ElementQuantity);
                    link.own_sets.extend(relating.iter().filter_map(target).filter(is_set).map(|(r, _)| r));
                }
            }
        }
    }
    Ok(())
}

/// Sets each product's `storey`: the first `IfcBuildingStorey` walking up from its parent. Parent cycles (only in
/// malformed files) are cut first, where they close, so walking `parent` always ends.
fn place_in_storeys(products: &mut [Product]) {
    cut_cycles(products);
    let mut known = vec![false; products.len()];
    let mut path = Vec::new();
    for start in 0..products.len() {
        path.clear();
        let mut current = start;
        let storey = loop {
            if known[current] {
                break products[current].storey;
            }
            path.push(current);
            match products[current].parent {
                None => break None,
                Some(parent) if products[parent].class == "IfcBuildingStorey" => break Some(parent),
                Some(parent) => current = parent,
            }
        };
        for &p in &path {
            products[p].storey = storey;
            known[p] = true;
        }
    }
}

/// Removes the parent link that closes a cycle.
fn cut_cycles(products: &mut [Product]) {
    const NEW: u8 = 0;
    const ON_PATH: u8 = 1;
    const DONE: u8 = 2;
    let mut state = vec![NEW; products.len()];
    let mut path = Vec::new();
    for start in 0..products.len() {
        path.clear();
        let mut current = start;
        while state[current] == NEW {
            state[current] = ON_PATH;
            path.push(current);
            match products[current].parent {
                Some(parent) if state[parent] == ON_PATH => products[current].parent = None,
                Some(parent) => current = parent,
                None => {}
            }
        }
        for &p in &path {
            state[p] = DONE;
        }
    }
}
