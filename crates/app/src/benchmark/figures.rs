//! Each company's after-sales and quality figures, and the peers' spread of them. Only companies that opted in
//! are peers; a peer figure needs at least [`MIN_COMPANIES`] companies with data, and never names one.

use std::collections::{BTreeMap, HashMap};

use platform::ApiResult;
use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};
use uuid::Uuid;

use super::dto::*;

pub const METRICS: [&str; 3] = ["failures_per_unit", "days_to_close", "observations_per_verification"];
pub const FAMILIES: [&str; 3] = ["finishes", "installations", "structure"];

/// One company's figures.
#[derive(Default, Debug, Clone)]
pub struct Figures {
    pub metrics: HashMap<&'static str, f64>,
    /// Failures per family.
    pub families: HashMap<String, u64>,
}

impl Figures {
    pub fn shares(&self) -> Option<HashMap<String, f64>> {
        let total: u64 = self.families.values().sum();
        (total > 0).then(|| self.families.iter().map(|(k, v)| (k.clone(), *v as f64 / total as f64)).collect())
    }
}

async fn counts(db: &DatabaseConnection, sql: &str) -> ApiResult<HashMap<Uuid, i64>> {
    let rows = db.query_all_raw(Statement::from_string(db.get_database_backend(), sql.to_string())).await?;
    let mut out = HashMap::new();
    for row in rows {
        out.insert(row.try_get::<Uuid>("", "company_id")?, row.try_get::<i64>("", "n")?);
    }
    Ok(out)
}

/// The figures of every company in `companies` (all of them when None), by company.
pub async fn by_company(db: &DatabaseConnection, companies: &[Uuid]) -> ApiResult<BTreeMap<Uuid, Figures>> {
    let failures = counts(db, "SELECT company_id, COUNT(*) AS n FROM request_failures WHERE combined_into IS NULL GROUP BY company_id").await?;
    let units = counts(db, "SELECT company_id, COUNT(*) AS n FROM units WHERE status = 'delivered' OR delivery_date IS NOT NULL GROUP BY company_id").await?;
    let observations = counts(db, "SELECT company_id, COUNT(*) AS n FROM verification_observations GROUP BY company_id").await?;
    let verifications = counts(db, "SELECT company_id, COUNT(*) AS n FROM verifications GROUP BY company_id").await?;
    let backend = db.get_database_backend();
    let families = db.query_all_raw(Statement::from_string(backend, "SELECT company_id, guarantee, COUNT(*) AS n FROM request_failures WHERE combined_into IS NULL GROUP BY company_id, guarantee".to_string())).await?;
    let closed = db.query_all_raw(Statement::from_string(backend, "SELECT company_id, created_at, managed_at FROM request_failures WHERE combined_into IS NULL AND managed_at IS NOT NULL".to_string())).await?;
    let mut out: BTreeMap<Uuid, Figures> = companies.iter().map(|c| (*c, Figures::default())).collect();
    for (company, figures) in out.iter_mut() {
        let ratio = |a: Option<&i64>, b: Option<&i64>| match (a, b) {
            (a, Some(b)) if *b > 0 => Some(*a.unwrap_or(&0) as f64 / *b as f64),
            _ => None,
        };
        if let Some(v) = ratio(failures.get(company), units.get(company)) {
            figures.metrics.insert("failures_per_unit", v);
        }
        if let Some(v) = ratio(observations.get(company), verifications.get(company)) {
            figures.metrics.insert("observations_per_verification", v);
        }
    }
    for row in families {
        let company: Uuid = row.try_get("", "company_id")?;
        if let Some(f) = out.get_mut(&company) {
            f.families.insert(row.try_get("", "guarantee")?, row.try_get::<i64>("", "n")?.max(0) as u64);
        }
    }
    let mut days: HashMap<Uuid, (f64, u32)> = HashMap::new();
    for row in closed {
        let company: Uuid = row.try_get("", "company_id")?;
        if !out.contains_key(&company) {
            continue;
        }
        let created: chrono::DateTime<chrono::Utc> = row.try_get("", "created_at")?;
        let managed: chrono::DateTime<chrono::Utc> = row.try_get("", "managed_at")?;
        let entry = days.entry(company).or_default();
        entry.0 += (managed - created).num_seconds().max(0) as f64 / 86_400.0;
        entry.1 += 1;
    }
    for (company, (sum, n)) in days {
        if let Some(f) = out.get_mut(&company) {
            f.metrics.insert("days_to_close", sum / n as f64);
        }
    }
    Ok(out)
}

/// The value at quantile `q` of sorted `values`, interpolating linearly between ranks.
pub fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let pos = q * (sorted.len() - 1) as f64;
    let (lo, hi) = (pos.floor() as usize, pos.ceil() as usize);
    sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo as f64)
}

/// The spread of the values, or None from fewer than [`MIN_COMPANIES`] companies.
pub fn spread(mut values: Vec<f64>) -> Option<PeerStats> {
    if values.len() < MIN_COMPANIES {
        return None;
    }
    values.sort_by(f64::total_cmp);
    let round = |v: f64| (v * 100.0).round() / 100.0;
    Some(PeerStats { n: values.len(), p25: round(quantile(&values, 0.25)), median: round(quantile(&values, 0.5)), p75: round(quantile(&values, 0.75)) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_spread_from_fewer_than_five_companies() {
        assert_eq!(spread(vec![1.0, 2.0, 3.0, 4.0]), None);
        let s = spread(vec![5.0, 1.0, 4.0, 2.0, 3.0]).unwrap_or_else(|| panic!("five companies"));
        assert_eq!((s.n, s.p25, s.median, s.p75), (5, 2.0, 3.0, 4.0));
    }

    #[test]
    fn quantiles_interpolate_between_ranks() {
        assert_eq!(quantile(&[1.0, 2.0, 3.0, 4.0], 0.5), 2.5);
        assert_eq!(quantile(&[10.0], 0.75), 10.0);
    }
}
