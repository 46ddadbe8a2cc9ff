//! Property values as the index stores them: each set's values as one JSON array of `[name, value]` (read whole
//! by the element detail), and the inverted index of the property filter, one row per distinct (property, value,
//! set name) of the file with the STEP ids of the elements that have it. Real models repeat values a lot (the
//! 9 MB sample has 78,923 values and 7,660 distinct ones), so the filter reads a few rows, and an ingest writes
//! thousands of rows where it wrote millions.

use std::collections::HashMap;

use sea_orm::ActiveValue::Set;
use uuid::Uuid;

use super::entity::property_index;

/// Longest value kept in a set's JSON (a property is a short datum; a longer one is cut).
const MAX_VALUE: usize = 4000;
/// Longest value in the filter's index, in bytes (PostgreSQL's b-tree refuses keys above ~2.7 kB); a filter on a
/// longer value compares its first `INDEXED_VALUE` bytes.
pub const INDEXED_VALUE: usize = 500;

/// Which sets some element has: only those are stored.
pub fn linked_sets(parsed: &ifc::Model) -> Vec<bool> {
    let mut linked = vec![false; parsed.property_sets.len()];
    for product in &parsed.products {
        for &set in &product.property_sets {
            linked[set] = true;
        }
    }
    linked
}

/// The text of a value, or none for a property without one.
pub fn text_of(value: &ifc::Value) -> Option<String> {
    match value {
        ifc::Value::Null => None,
        v => Some(cut_chars(v.to_string(), MAX_VALUE)),
    }
}

/// The key a value has in the filter's index.
pub fn indexed(text: &str) -> &str {
    let mut end = text.len().min(INDEXED_VALUE);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

fn cut_chars(text: String, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((at, _)) => text[..at].to_string(),
        None => text,
    }
}

/// An index row's key: property name, value, set name.
type Key<'a> = (&'a str, &'a str, &'a str);

/// The texts of every linked set's values, made once.
pub struct SetValues {
    texts: Vec<Vec<Option<String>>>,
}

impl SetValues {
    pub fn of(parsed: &ifc::Model, linked: &[bool]) -> Self {
        let texts = parsed
            .property_sets
            .iter()
            .zip(linked)
            .map(|(set, &used)| if used { set.properties.iter().map(|p| text_of(&p.value)).collect() } else { Vec::new() })
            .collect();
        Self { texts }
    }

    /// The set's values as stored: `[[name, value], …]`.
    pub fn json_of(&self, parsed: &ifc::Model, set: usize) -> String {
        let pairs: Vec<(&str, Option<&str>)> = parsed.property_sets[set].properties.iter().zip(&self.texts[set]).map(|(p, t)| (&*p.name, t.as_deref())).collect();
        serde_json::to_string(&pairs).unwrap_or_else(|_| "[]".into())
    }

    /// The filter's index rows: each distinct (property, value, set name) with its elements, ascending.
    pub fn index(&self, file_id: Uuid, parsed: &ifc::Model) -> Vec<property_index::ActiveModel> {
        let mut keys: HashMap<Key, usize> = HashMap::new();
        let mut set_keys: Vec<Vec<usize>> = vec![Vec::new(); parsed.property_sets.len()];
        for (i, set) in parsed.property_sets.iter().enumerate() {
            for (property, text) in set.properties.iter().zip(&self.texts[i]) {
                let key = (&*property.name, indexed(text.as_deref().unwrap_or_default()), set.name.as_str());
                let next = keys.len();
                set_keys[i].push(*keys.entry(key).or_insert(next));
            }
        }
        let mut postings: Vec<Vec<i64>> = vec![Vec::new(); keys.len()];
        for product in &parsed.products {
            for &set in &product.property_sets {
                for &key in &set_keys[set] {
                    postings[key].push(product.step_id as i64);
                }
            }
        }
        let mut rows: Vec<(Key, Vec<i64>)> = keys
            .into_iter()
            .map(|(key, at)| (key, std::mem::take(&mut postings[at])))
            .filter(|(_, elements)| !elements.is_empty())
            .collect();
        // In key order: the primary key's b-tree is then appended to, not split all over.
        rows.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        rows.into_iter()
            .map(|((name, value, set_name), mut elements)| {
                elements.sort_unstable();
                elements.dedup();
                property_index::ActiveModel {
                    file_id: Set(file_id),
                    name: Set(name.into()),
                    value: Set(value.into()),
                    set_name: Set(set_name.into()),
                    elements: Set(serde_json::to_string(&elements).unwrap_or_else(|_| "[]".into())),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexed_values_are_cut_on_a_character() {
        let long = "é".repeat(400);
        assert_eq!(indexed(&long).len(), 500);
        assert!(indexed(&long).chars().all(|c| c == 'é'));
        assert_eq!(indexed("EI 60"), "EI 60");
    }

    #[test]
    fn stored_values_keep_at_most_max_characters() {
        assert_eq!(cut_chars("ñ".repeat(MAX_VALUE + 5), MAX_VALUE).chars().count(), MAX_VALUE);
        assert_eq!(cut_chars("abc".into(), MAX_VALUE), "abc");
    }
}
