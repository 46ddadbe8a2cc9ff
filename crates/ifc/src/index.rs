//! Finding a kept record by its instance id.
//!
//! Ids are usually dense (1…n), so a plain `Vec` indexed by id is the fastest map; when they are sparse (a file
//! merged from parts, the synthetic benchmark file) the kept records are searched by binary search instead, in file
//! order when ids rise through the file (the usual case, no extra memory) or through a sorted permutation.

use crate::scan::Rec;

pub(crate) enum Index {
    /// `slots[id]` is the record's index, `u32::MAX` for none.
    Dense(Vec<u32>),
    /// Records are in ascending id order already.
    InOrder,
    /// Record indices sorted by id.
    Sorted(Vec<u32>),
}

impl Index {
    /// Builds the index over `recs`, whose largest id is `max_id`, in a file of `entities` records.
    pub(crate) fn new(recs: &[Rec], max_id: u32, entities: usize) -> Index {
        let dense_limit = entities.saturating_mul(4).saturating_add(1024);
        if (max_id as usize) <= dense_limit && recs.len() < u32::MAX as usize {
            let mut slots = vec![u32::MAX; max_id as usize + 1];
            for (i, rec) in recs.iter().enumerate().rev() {
                slots[rec.id as usize] = i as u32;
            }
            return Index::Dense(slots);
        }
        if recs.windows(2).all(|w| w[0].id < w[1].id) {
            return Index::InOrder;
        }
        let mut order: Vec<u32> = (0..recs.len() as u32).collect();
        order.sort_by_key(|&i| recs[i as usize].id);
        Index::Sorted(order)
    }

    /// The index in `recs` of the record with `id` (the first one, should a file repeat an id). `hint` is where
    /// the record is likely to be (the one after the last found: sets list their properties in file order), tried
    /// before searching.
    #[inline]
    pub(crate) fn get(&self, recs: &[Rec], id: u32, hint: usize) -> Option<usize> {
        if !matches!(self, Index::Dense(_)) && recs.get(hint).is_some_and(|r| r.id == id) {
            let first = hint == 0 || recs[hint - 1].id != id;
            if first {
                return Some(hint);
            }
        }
        match self {
            Index::Dense(slots) => {
                let slot = *slots.get(id as usize)?;
                (slot != u32::MAX).then_some(slot as usize)
            }
            Index::InOrder => recs.binary_search_by_key(&id, |r| r.id).ok(),
            Index::Sorted(order) => {
                let at = order.partition_point(|&i| recs[i as usize].id < id);
                let i = *order.get(at)? as usize;
                (recs[i].id == id).then_some(i)
            }
        }
    }
}
