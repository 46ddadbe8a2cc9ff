//! The XER hierarchy: WBS nodes and activities in depth-first order, summaries rolled up
//! from the activities below them (earliest start, latest finish, duration-weighted
//! percent, summed cost, actual finish only once every activity below has finished).

use std::collections::HashMap;

use chrono::NaiveDate;

use crate::model::{Error, Task};

pub(super) struct Wbs<'a> {
    pub id: &'a str,
    pub parent: &'a str,
    pub name: String,
    pub seq: f64,
    pub project_node: bool,
}

/// What a summary rolls up from the activities below it.
#[derive(Clone, Copy, Default)]
struct Agg {
    start: Option<NaiveDate>,
    finish: Option<NaiveDate>,
    weighted_percent: f64,
    weight: f64,
    cost: Option<f64>,
    actual_start: Option<NaiveDate>,
    actual_finish: Option<NaiveDate>,
    leaves: usize,
    finished: usize,
}

fn pick(
    a: Option<NaiveDate>,
    b: Option<NaiveDate>,
    f: fn(NaiveDate, NaiveDate) -> NaiveDate,
) -> Option<NaiveDate> {
    match (a, b) {
        (Some(a), Some(b)) => Some(f(a, b)),
        (a, b) => a.or(b),
    }
}

impl Agg {
    fn merge(&mut self, o: &Agg) {
        self.start = pick(self.start, o.start, NaiveDate::min);
        self.finish = pick(self.finish, o.finish, NaiveDate::max);
        self.weighted_percent += o.weighted_percent;
        self.weight += o.weight;
        self.cost = match (self.cost, o.cost) {
            (None, None) => None,
            (a, b) => Some(a.unwrap_or(0.0) + b.unwrap_or(0.0)),
        };
        self.actual_start = pick(self.actual_start, o.actual_start, NaiveDate::min);
        self.actual_finish = pick(self.actual_finish, o.actual_finish, NaiveDate::max);
        self.leaves += o.leaves;
        self.finished += o.finished;
    }

    fn leaf(t: &Task) -> Agg {
        // Percent is weighted by calendar duration.
        let weight = ((t.finish - t.start).num_days() + 1).max(1) as f64;
        Agg {
            start: Some(t.start),
            finish: Some(t.finish),
            weighted_percent: t.percent_complete * weight,
            weight,
            cost: t.cost,
            actual_start: t.actual_start,
            actual_finish: t.actual_finish,
            leaves: 1,
            finished: usize::from(t.actual_finish.is_some()),
        }
    }
}

enum Item {
    Wbs(usize),
    Task(usize),
}

/// Orders WBS nodes and activities depth first: under each node its activities in file
/// order, then its child nodes by `seq_num`; the project node's contents at the top.
pub(super) fn assemble(wbs: Vec<Wbs>, leaves: Vec<(Task, &str)>) -> Result<Vec<Task>, Error> {
    let index: HashMap<&str, usize> = wbs.iter().enumerate().map(|(i, w)| (w.id, i)).collect();
    // A parent that is the project node, or is not in the file, puts the child at the top.
    let container = |id: &str| index.get(id).copied().filter(|&i| !wbs[i].project_node);
    let mut kids: Vec<Vec<usize>> = vec![Vec::new(); wbs.len()];
    let mut own: Vec<Vec<usize>> = vec![Vec::new(); wbs.len()];
    let (mut top_wbs, mut top_tasks) = (Vec::new(), Vec::new());
    for (i, w) in wbs.iter().enumerate().filter(|(_, w)| !w.project_node) {
        match container(w.parent) {
            Some(p) if p != i => kids[p].push(i),
            _ => top_wbs.push(i),
        }
    }
    for k in kids.iter_mut().chain(std::iter::once(&mut top_wbs)) {
        k.sort_by(|&a, &b| wbs[a].seq.total_cmp(&wbs[b].seq).then(a.cmp(&b)));
    }
    for (j, (_, w)) in leaves.iter().enumerate() {
        match container(w) {
            Some(p) => own[p].push(j),
            None => top_tasks.push(j),
        }
    }
    // Pre-order of the WBS nodes; a node never reached hangs on a parent cycle.
    let mut pre = Vec::with_capacity(wbs.len());
    let mut reached = vec![false; wbs.len()];
    let mut stack: Vec<usize> = top_wbs.iter().rev().copied().collect();
    while let Some(i) = stack.pop() {
        if !std::mem::replace(&mut reached[i], true) {
            pre.push(i);
            stack.extend(kids[i].iter().rev());
        }
    }
    if let Some(w) = wbs
        .iter()
        .zip(&reached)
        .find(|(w, r)| !w.project_node && !**r)
    {
        return Err(Error::Cycle {
            detail: format!(
                "PROJWBS parent_wbs_id values loop through wbs_id {}",
                w.0.id
            ),
        });
    }
    let mut agg = vec![Agg::default(); wbs.len()];
    for &i in pre.iter().rev() {
        let mut a = Agg::default();
        own[i]
            .iter()
            .for_each(|&j| a.merge(&Agg::leaf(&leaves[j].0)));
        kids[i].iter().for_each(|&k| a.merge(&agg[k]));
        agg[i] = a;
    }

    let mut leaves: Vec<Option<Task>> = leaves.into_iter().map(|(t, _)| Some(t)).collect();
    let mut out = Vec::with_capacity(pre.len() + leaves.len());
    let mut stack: Vec<(Item, Option<String>)> = Vec::new();
    let push_children =
        |stack: &mut Vec<_>, tasks: &[usize], nodes: &[usize], parent: Option<String>| {
            let items = tasks
                .iter()
                .map(|&j| Item::Task(j))
                .chain(nodes.iter().map(|&i| Item::Wbs(i)));
            let items: Vec<Item> = items.collect();
            stack.extend(items.into_iter().rev().map(|it| (it, parent.clone())));
        };
    push_children(&mut stack, &top_tasks, &top_wbs, None);
    while let Some((item, parent)) = stack.pop() {
        match item {
            Item::Task(j) => {
                if let Some(mut t) = leaves.get_mut(j).and_then(Option::take) {
                    t.parent = parent;
                    out.push(t);
                }
            }
            Item::Wbs(i) => {
                let a = agg[i];
                let (Some(start), Some(finish)) = (a.start, a.finish) else {
                    continue; // no activity below: dropped
                };
                let uid = format!("wbs:{}", wbs[i].id);
                out.push(Task {
                    uid: uid.clone(),
                    parent,
                    name: wbs[i].name.clone(),
                    start,
                    finish,
                    actual_start: a.actual_start,
                    actual_finish: a.actual_finish.filter(|_| a.finished == a.leaves),
                    percent_complete: if a.weight > 0.0 {
                        a.weighted_percent / a.weight
                    } else {
                        0.0
                    },
                    milestone: false,
                    cost: a.cost,
                });
                push_children(&mut stack, &own[i], &kids[i], Some(uid));
            }
        }
    }
    Ok(out)
}
