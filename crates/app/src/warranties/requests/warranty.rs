//! Warranty periods (issue 15, docs/decisions.md "After-sales: warranty periods"): by item family (finishes,
//! installations, structure) and country, configurable per project in the settings section `postventa`.
//!
//! - Chile, LGUC art. 18 (Ley 20.016): structure 10 years and installations / construction elements 5 years from
//!   the municipal final reception; finishes 3 years from the registry inscription in the buyer's name.
//! - Brazil, Código Civil art. 618: 5 years for the solidity and safety of the work (structure); finishes and
//!   installations take the builder's warranty terms, here 1 and 3 years after the keys were handed over, near
//!   the table NBR 15575-1 recommends.
//!
//! A failure whose warranty already ended when it was registered is kept and flagged (`in_warranty` false); a unit
//! without the date its warranty counts from is in warranty (nothing says otherwise yet).

use chrono::{Months, NaiveDate};
use platform::{context::Ctx, i18n::Msg, validate::Validator, ApiResult};
use sea_orm::ConnectionTrait;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::warranties::{config::settings, entity::unit};

platform::string_enum! {
    pub enum Guarantee { Finishes => "finishes", Installations => "installations", Structure => "structure" }
}

#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, utoipa::ToSchema)]
pub struct WarrantyYears {
    pub finishes: u32,
    pub installations: u32,
    pub structure: u32,
}

impl WarrantyYears {
    /// The country's defaults: Chile 3/5/10 (LGUC art. 18), Brazil 1/3/5 (CC art. 618 for structure).
    pub fn for_country(country: &str) -> Self {
        if country.eq_ignore_ascii_case("BR") { Self { finishes: 1, installations: 3, structure: 5 } } else { Self { finishes: 3, installations: 5, structure: 10 } }
    }

    pub fn of(&self, family: Guarantee) -> u32 {
        match family {
            Guarantee::Finishes => self.finishes,
            Guarantee::Installations => self.installations,
            Guarantee::Structure => self.structure,
        }
    }
}

/// The settings section `postventa`, as stored (a project that never saved it takes the country's periods).
#[derive(Serialize, Deserialize, Clone, Default, utoipa::ToSchema)]
#[serde(default)]
pub struct PostventaStored {
    pub owner_answer_hours: Option<u32>,
    pub warranty_years: Option<WarrantyYears>,
}

/// The section as the project uses it.
#[derive(Serialize, Deserialize, Clone, utoipa::ToSchema)]
pub struct Postventa {
    /// Owners may confirm or reject an order's visit until this many hours before it starts (0–168).
    pub owner_answer_hours: u32,
    pub warranty_years: WarrantyYears,
}

/// Owners answer visits until 24 hours before (docs/decisions.md: a day is what the field's peers give).
pub const OWNER_ANSWER_HOURS: u32 = 24;

pub async fn postventa<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid) -> ApiResult<Postventa> {
    let stored: PostventaStored = settings::section(db, ctx, project, "postventa").await?;
    Ok(Postventa { owner_answer_hours: stored.owner_answer_hours.unwrap_or(OWNER_ANSWER_HOURS), warranty_years: stored.warranty_years.unwrap_or_else(|| WarrantyYears::for_country(&ctx.company.country)) })
}

pub fn check(s: Postventa) -> ApiResult<serde_json::Value> {
    let mut v = Validator::new();
    v.range("owner_answer_hours", s.owner_answer_hours as f64, 0.0, 168.0);
    for (field, years) in [("warranty_years.finishes", s.warranty_years.finishes), ("warranty_years.installations", s.warranty_years.installations), ("warranty_years.structure", s.warranty_years.structure)] {
        v.range(field, years as f64, 0.0, 30.0);
    }
    v.finish()?;
    serde_json::to_value(PostventaStored { owner_answer_hours: Some(s.owner_answer_hours), warranty_years: Some(s.warranty_years) }).map_err(platform::ApiError::internal)
}

/// When the family's warranty ends for the unit, if the date it counts from is known.
pub fn ends(country: &str, years: &WarrantyYears, family: Guarantee, unit: &unit::Model, municipal_reception: Option<NaiveDate>) -> Option<NaiveDate> {
    let chile = !country.eq_ignore_ascii_case("BR");
    let from = match (chile, family) {
        (true, Guarantee::Finishes) => unit.registry_date.or(unit.delivery_date),
        (true, _) => municipal_reception.or(unit.delivery_date),
        (false, _) => unit.delivery_date.or(municipal_reception),
    }?;
    from.checked_add_months(Months::new(years.of(family) * 12))
}

/// A failure registered on `on` is in warranty until the end date, inclusive.
pub fn covers(ends: Option<NaiveDate>, on: NaiveDate) -> bool {
    ends.is_none_or(|end| on <= end)
}

pub fn parse_guarantee(v: &mut Validator, text: Option<&str>) -> Guarantee {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        None => Guarantee::Finishes,
        Some(t) => Guarantee::parse(t).unwrap_or_else(|| {
            v.add("guarantee", Msg::new("validation.one_of"));
            Guarantee::Finishes
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unit(delivery: Option<NaiveDate>, registry: Option<NaiveDate>) -> unit::Model {
        let now = chrono::Utc::now();
        unit::Model { id: Uuid::nil(), company_id: Uuid::nil(), project_id: Uuid::nil(), unit_type_id: None, name: "D".into(), name_key: "d".into(), sort_key: "d".into(), floor: None, parkings: serde_json::json!([]), stores: serde_json::json!([]), responsible_id: None, status: "delivered".into(), scheduled_at: None, schedule_token: None, schedule_answer: None, delivery_date: delivery, registry_date: registry, note: None, act_id: None, version: 1, created_at: now, updated_at: now }
    }

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn chile_counts_finishes_from_the_registry_and_the_rest_from_the_municipal_reception() {
        let years = WarrantyYears::for_country("CL");
        let u = unit(Some(day(2024, 3, 1)), Some(day(2024, 5, 10)));
        assert_eq!(ends("CL", &years, Guarantee::Finishes, &u, Some(day(2023, 12, 1))), Some(day(2027, 5, 10)));
        assert_eq!(ends("CL", &years, Guarantee::Installations, &u, Some(day(2023, 12, 1))), Some(day(2028, 12, 1)));
        assert_eq!(ends("CL", &years, Guarantee::Structure, &u, Some(day(2023, 12, 1))), Some(day(2033, 12, 1)));
        // Without the municipal reception, the delivery is the start.
        assert_eq!(ends("CL", &years, Guarantee::Structure, &u, None), Some(day(2034, 3, 1)));
    }

    #[test]
    fn brazil_counts_from_the_delivery_and_gives_five_years_to_the_structure() {
        let years = WarrantyYears::for_country("BR");
        let u = unit(Some(day(2024, 2, 29)), None);
        assert_eq!(ends("BR", &years, Guarantee::Structure, &u, None), Some(day(2029, 2, 28)));
        assert_eq!(ends("BR", &years, Guarantee::Finishes, &u, None), Some(day(2025, 2, 28)));
    }

    #[test]
    fn the_last_day_is_covered_and_the_next_is_not() {
        let end = Some(day(2027, 5, 10));
        assert!(covers(end, day(2027, 5, 10)));
        assert!(!covers(end, day(2027, 5, 11)));
        assert!(covers(None, day(2099, 1, 1)));
        assert!(covers(end, day(2020, 1, 1)));
    }
}
