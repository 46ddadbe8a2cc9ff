//! Business days: Monday to Friday, skipping the national holidays of the company's country.

use std::collections::HashSet;

use chrono::{Datelike, Duration, NaiveDate, Weekday};
use platform::ApiResult;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

use super::entity::holiday;

/// A course lasts this many business days, and each extension adds as many.
pub const TERM_DAYS: u32 = 15;
pub const MAX_EXTENSIONS: i32 = 2;

pub fn is_business_day(day: NaiveDate, holidays: &HashSet<NaiveDate>) -> bool {
    !matches!(day.weekday(), Weekday::Sat | Weekday::Sun) && !holidays.contains(&day)
}

/// The date `n` business days after `start` (`start` itself does not count).
pub fn add_business_days(start: NaiveDate, n: u32, holidays: &HashSet<NaiveDate>) -> NaiveDate {
    let mut day = start;
    let mut left = n;
    while left > 0 {
        day += Duration::days(1);
        if is_business_day(day, holidays) {
            left -= 1;
        }
    }
    day
}

/// The country's holidays from `from` on, enough for any term (two months of them).
pub async fn holidays_after<C: ConnectionTrait>(db: &C, country: &str, from: NaiveDate) -> ApiResult<HashSet<NaiveDate>> {
    let days: Vec<NaiveDate> = holiday::Entity::find()
        .filter(holiday::Column::Country.eq(country))
        .filter(holiday::Column::Date.gt(from))
        .filter(holiday::Column::Date.lte(from + Duration::days(120)))
        .select_only()
        .column(holiday::Column::Date)
        .into_tuple()
        .all(db)
        .await?;
    Ok(days.into_iter().collect())
}

/// The deadline of a term of [`TERM_DAYS`] business days that starts on `start`.
pub async fn deadline<C: ConnectionTrait>(db: &C, country: &str, start: NaiveDate) -> ApiResult<NaiveDate> {
    let holidays = holidays_after(db, country, start).await?;
    Ok(add_business_days(start, TERM_DAYS, &holidays))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn fifteen_business_days_skip_weekends() {
        // Monday 2026-11-23 + 15 business days = Monday 2026-12-14 without holidays.
        assert_eq!(add_business_days(d("2026-11-23"), 15, &HashSet::new()), d("2026-12-14"));
        // Starting on a Saturday counts from Monday.
        assert_eq!(add_business_days(d("2026-11-21"), 1, &HashSet::new()), d("2026-11-23"));
    }

    #[test]
    fn holidays_push_the_deadline() {
        // Chile's 8 December (a Tuesday in 2026) moves the deadline one business day.
        let chile = HashSet::from([d("2026-12-08"), d("2026-12-25")]);
        assert_eq!(add_business_days(d("2026-11-23"), 15, &chile), d("2026-12-15"));
        // Brazil's 20 November (a Friday in 2026): from Wednesday 18th, one business day lands on Monday 23rd.
        assert_eq!(add_business_days(d("2026-11-18"), 2, &HashSet::from([d("2026-11-20")])), d("2026-11-23"));
    }
}
