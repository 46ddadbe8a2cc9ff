//! What of a schedule the Gantt is sent at once. A schedule of a few hundred activities goes whole; a larger one goes
//! by WBS levels: whole levels from the top (or from a branch the user opens) while they fit in the answer's limit,
//! the summaries below them marked `lazy` (their children come when the branch is opened). A Gantt of 20,000
//! activities then draws its first screen from a few hundred tasks instead of parsing and indexing all of them.

use std::collections::{HashMap, HashSet};

use uuid::Uuid;

use super::gantt::{GanttLink, GanttOut, GanttTask};

/// Tasks of one answer when the caller names no limit.
pub const DEFAULT_LIMIT: usize = 500;

/// The most a caller may ask for at once (a whole 20,000-activity schedule fits twice).
pub const MAX_LIMIT: usize = 50_000;

/// A project's schedule as built once per change: the tasks in WBS order, the links, and each task's children.
pub struct Built {
    tasks: Vec<GanttTask>,
    links: Vec<GanttLink>,
    critical_path: bool,
    has_baselines: bool,
    /// Children by parent (`None`: the top level), in WBS order, as indexes into `tasks`.
    children: HashMap<Option<Uuid>, Vec<usize>>,
    ids: HashSet<Uuid>,
}

impl Built {
    /// `tasks` in WBS order (a parent before its children).
    pub fn new(tasks: Vec<GanttTask>, links: Vec<GanttLink>, critical_path: bool) -> Self {
        let ids: HashSet<Uuid> = tasks.iter().map(|t| t.id).collect();
        let mut children: HashMap<Option<Uuid>, Vec<usize>> = HashMap::new();
        for (i, task) in tasks.iter().enumerate() {
            // A parent outside the project cannot happen; such a task would show at the top rather than vanish.
            let parent = task.parent.filter(|p| ids.contains(p));
            children.entry(parent).or_default().push(i);
        }
        let has_baselines = tasks.iter().any(|t| t.base_start.is_some() && t.base_end.is_some());
        Self { tasks, links, critical_path, has_baselines, children, ids }
    }

    /// Whether `id` is one of this schedule's activities.
    pub fn contains(&self, id: Uuid) -> bool {
        self.ids.contains(&id)
    }

    /// The tasks under `root` (the top when `None`) by whole levels while they fit in `limit` (the first level always
    /// goes), in WBS order; summaries whose children were left out are `lazy`. Links with either end among them.
    pub fn view(&self, root: Option<Uuid>, limit: usize) -> GanttOut {
        let mut included: Vec<usize> = Vec::new();
        let mut level: Vec<usize> = self.children.get(&root).cloned().unwrap_or_default();
        while !level.is_empty() && (included.is_empty() || included.len() + level.len() <= limit) {
            let next: Vec<usize> = level.iter().flat_map(|&i| self.children.get(&Some(self.tasks[i].id)).into_iter().flatten().copied()).collect();
            included.extend(level);
            level = next;
        }
        included.sort_unstable();
        let ids: HashSet<Uuid> = included.iter().map(|&i| self.tasks[i].id).collect();
        let tasks: Vec<GanttTask> = included
            .iter()
            .map(|&i| {
                let task = &self.tasks[i];
                let lazy = self.children.get(&Some(task.id)).is_some_and(|kids| kids.first().is_some_and(|&k| !ids.contains(&self.tasks[k].id)));
                GanttTask { lazy, ..task.clone() }
            })
            .collect();
        let whole = tasks.len() == self.tasks.len();
        let links = self.links.iter().filter(|l| whole || ids.contains(&l.source) || ids.contains(&l.target)).cloned().collect();
        GanttOut { tasks, links, critical_path: self.critical_path, has_baselines: self.has_baselines, total: self.tasks.len() as u64 }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use chrono::NaiveDate;

    use super::*;

    fn task(n: u128, parent: Option<u128>, summary: bool) -> GanttTask {
        let day = NaiveDate::from_ymd_opt(2026, 3, 2).unwrap();
        GanttTask {
            id: Uuid::from_u128(n),
            parent: parent.map(Uuid::from_u128),
            code: n.to_string(),
            text: format!("t{n}"),
            start: day,
            end: day,
            progress: 0.0,
            kind: if summary { "summary" } else { "task" },
            base_start: None,
            base_end: None,
            actual_start: None,
            actual_end: None,
            critical: false,
            late: false,
            lazy: false,
            version: 1,
        }
    }

    fn link(id: u128, source: u128, target: u128) -> GanttLink {
        GanttLink { id: Uuid::from_u128(id), source: Uuid::from_u128(source), target: Uuid::from_u128(target), kind: "FS".into(), lag_days: 0 }
    }

    /// 1 (summary) > 2 (summary) > 3, 4; 5 (summary) > 6; 7. In WBS order.
    fn schedule() -> Built {
        let tasks = vec![task(1, None, true), task(2, Some(1), true), task(3, Some(2), false), task(4, Some(2), false), task(5, None, true), task(6, Some(5), false), task(7, None, false)];
        Built::new(tasks, vec![link(100, 3, 4), link(101, 4, 6), link(102, 6, 7)], true)
    }

    fn ids(out: &GanttOut) -> Vec<u128> {
        out.tasks.iter().map(|t| t.id.as_u128()).collect()
    }

    #[test]
    fn a_schedule_within_the_limit_goes_whole_in_wbs_order_with_nothing_lazy() {
        let out = schedule().view(None, 7);
        assert_eq!(ids(&out), [1, 2, 3, 4, 5, 6, 7]);
        assert!(out.tasks.iter().all(|t| !t.lazy));
        assert_eq!(out.links.len(), 3);
        assert_eq!(out.total, 7);
    }

    #[test]
    fn whole_levels_go_while_they_fit_and_the_summaries_below_are_lazy() {
        // Top level (3) + second level (2) = 5 fit in 5; the third level (2 more) does not.
        let out = schedule().view(None, 5);
        assert_eq!(ids(&out), [1, 2, 5, 6, 7]);
        let lazy: Vec<u128> = out.tasks.iter().filter(|t| t.lazy).map(|t| t.id.as_u128()).collect();
        assert_eq!(lazy, [2]);
        // Links touching a task sent: 4→6 and 6→7 (3→4 has neither end here).
        let mut links: Vec<u128> = out.links.iter().map(|l| l.id.as_u128()).collect();
        links.sort_unstable();
        assert_eq!(links, [101, 102]);
        // The first level always goes, even over the limit.
        let out = schedule().view(None, 1);
        assert_eq!(ids(&out), [1, 5, 7]);
        assert_eq!(out.tasks.iter().filter(|t| t.lazy).count(), 2);
    }

    #[test]
    fn a_branch_answers_its_descendants_only() {
        let built = schedule();
        let out = built.view(Some(Uuid::from_u128(2)), 500);
        assert_eq!(ids(&out), [3, 4]);
        assert_eq!(out.links.len(), 2);
        assert_eq!(ids(&built.view(Some(Uuid::from_u128(1)), 1)), [2]);
        assert!(built.view(Some(Uuid::from_u128(7)), 500).tasks.is_empty());
        assert!(built.contains(Uuid::from_u128(6)));
        assert!(!built.contains(Uuid::from_u128(8)));
    }
}
