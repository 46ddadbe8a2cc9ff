//! The property filter of the element list: the inverted index (`values`) gives, per file, the STEP ids of the
//! elements that have the property (and value); the list then keeps the elements among those ids. The ids are
//! numbers the server read from its own index, written into the statement as a literal array, since SQLite and
//! PostgreSQL take a list parameter differently (`json_each` / `ANY`).

use std::collections::BTreeMap;

use platform::ApiResult;
use sea_orm::{
    sea_query::{Expr, Query},
    ColumnTrait, Condition, ConnectionTrait, DbBackend, EntityTrait, QueryFilter, QuerySelect,
};
use uuid::Uuid;

use super::{
    entity::{element, file, property_index},
    values::indexed,
};

/// Elements having a property `name` (or `Set.Name`), with `value` when given.
pub async fn has_property<C: ConnectionTrait>(db: &C, model: Uuid, name: &str, value: Option<&str>) -> ApiResult<Condition> {
    let (set, prop) = match name.split_once('.') {
        Some((set, prop)) => (Some(set), prop),
        None => (None, name),
    };
    let files = Query::select().column(file::Column::Id).from(file::Entity).and_where(file::Column::ModelId.eq(model)).to_owned();
    let mut select = property_index::Entity::find()
        .select_only()
        .column(property_index::Column::FileId)
        .column(property_index::Column::Elements)
        .filter(property_index::Column::FileId.in_subquery(files))
        .filter(property_index::Column::Name.eq(prop));
    if let Some(set) = set {
        select = select.filter(property_index::Column::SetName.eq(set));
    }
    if let Some(value) = value {
        select = select.filter(property_index::Column::Value.eq(indexed(value)));
    }
    let mut by_file: BTreeMap<Uuid, Vec<i64>> = BTreeMap::new();
    for (file, elements) in select.into_tuple::<(Uuid, String)>().all(db).await? {
        by_file.entry(file).or_default().extend(serde_json::from_str::<Vec<i64>>(&elements).unwrap_or_default());
    }
    if by_file.is_empty() {
        return Ok(Condition::all().add(Expr::cust("1 = 0")));
    }
    let backend = db.get_database_backend();
    let mut any = Condition::any();
    for (file, mut steps) in by_file {
        steps.sort_unstable();
        steps.dedup();
        any = any.add(Condition::all().add(element::Column::FileId.eq(file)).add(steps_in(backend, &steps)));
    }
    Ok(any)
}

fn steps_in(backend: DbBackend, steps: &[i64]) -> Expr {
    let list = steps.iter().map(i64::to_string).collect::<Vec<_>>().join(",");
    match backend {
        DbBackend::Postgres => Expr::cust(format!("\"bim_elements\".\"step_id\" = ANY('{{{list}}}'::bigint[])")),
        _ => Expr::cust(format!("\"bim_elements\".\"step_id\" IN (SELECT value FROM json_each('[{list}]'))")),
    }
}
