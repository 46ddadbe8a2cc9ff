//! Storing a parsed IFC file as its element index: elements (the IfcProject and every IfcProduct, with parent,
//! storey and type denormalised for the lists), the property and quantity sets that elements have (with their
//! values), which sets each element has, and the property filter's inverted index (`values`). Rows go in batches, each batch its own short statement, so other writers (SQLite has one at a
//! time) and the server's readers are never held up for long; the file becomes `available` only once every row
//! is in, and a job that runs again (after a crash) starts by clearing what a previous attempt left.

use std::collections::HashSet;

use chrono::Utc;
use platform::AppState;
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, TransactionTrait};
use uuid::Uuid;

use super::{
    entity::{element, element_set, file, property_index, property_set},
    values::{linked_sets, SetValues},
    process::Failure,
    state::State,
};

const BATCH: usize = 2000;
const PER_TRANSACTION: usize = 20_000;

pub async fn store(state: &AppState, row: &file::Model, parsed: &ifc::Model) -> Result<(), Failure> {
    progress(state, row, State::Optimizing, 20).await?;
    clear(&state.db, row.id).await?;
    let elements = elements(row, parsed);
    let linked = linked_sets(parsed);
    let sets = SetValues::of(parsed, &linked);
    let sets_rows: Vec<property_set::ActiveModel> = linked
        .iter()
        .enumerate()
        .filter_map(|(i, &used)| used.then_some(i))
        .map(|i| {
            let s = &parsed.property_sets[i];
            property_set::ActiveModel {
                file_id: Set(row.id),
                step_id: Set(s.step_id as i64),
                name: Set(s.name.clone()),
                kind: Set(match s.kind {
                    ifc::SetKind::Properties => "properties",
                    ifc::SetKind::Quantities => "quantities",
                }
                .into()),
                properties: Set(Some(sets.json_of(parsed, i))),
            }
        })
        .collect();
    let index = sets.index(row.id, parsed);
    let links = links(row.id, parsed);
    let total = (elements.len() + sets_rows.len() + index.len() + links.len()).max(1);
    let mut writer = Writer { state, row, done: 0, total };
    writer.insert(elements.into_iter()).await?;
    writer.insert(sets_rows.into_iter()).await?;
    writer.insert(index.into_iter()).await?;
    writer.insert(links.into_iter()).await?;
    let update = file::ActiveModel {
        state: Set(State::Available.as_str().into()),
        progress: Set(100),
        schema: Set(Some(parsed.schema.as_str().into())),
        entities: Set(parsed.entities as i32),
        elements: Set(parsed.products.len() as i32),
        processed_at: Set(Some(Utc::now())),
        updated_at: Set(Utc::now()),
        ..Default::default()
    };
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let done = file::Entity::update_many().set(update).filter(file::Column::Id.eq(row.id)).filter(file::Column::Generation.eq(row.generation)).exec(&txn).await?;
    if done.rows_affected == 1 {
        let data = serde_json::json!({"model_id": row.model_id, "file_id": row.id, "name": row.name, "schema": parsed.schema.as_str(), "elements": parsed.products.len()});
        crate::config::webhooks::emit(&txn, row.company_id, "model.available", data).await.map_err(|e| Failure::Retry(format!("{e:?}")))?;
    }
    txn.commit().await?;
    Ok(())
}

/// Writes rows in transactions of `PER_TRANSACTION` rows (statements of `BATCH`), recording the progress in the same
/// transaction: a commit (an fsync on SQLite) per 20,000 rows, not per statement, while no other writer waits long.
struct Writer<'a> {
    state: &'a AppState,
    row: &'a file::Model,
    done: usize,
    total: usize,
}

impl Writer<'_> {
    async fn insert<A>(&mut self, rows: impl Iterator<Item = A>) -> Result<(), Failure>
    where
        A: sea_orm::ActiveModelTrait + Send,
    {
        let mut rows = rows.peekable();
        while rows.peek().is_some() {
            let txn = self.state.db.begin_with_options(platform::db::WRITE).await?;
            let mut in_txn = 0;
            while in_txn < PER_TRANSACTION && rows.peek().is_some() {
                let batch: Vec<A> = rows.by_ref().take(BATCH).collect();
                in_txn += batch.len();
                <A::Entity as EntityTrait>::insert_many(batch).exec_without_returning(&txn).await?;
            }
            self.done += in_txn;
            let percent = 20 + (self.done * 79 / self.total) as i32;
            let update = file::ActiveModel { progress: Set(percent), updated_at: Set(Utc::now()), ..Default::default() };
            let current = file::Entity::update_many().set(update).filter(file::Column::Id.eq(self.row.id)).filter(file::Column::Generation.eq(self.row.generation)).exec(&txn).await?;
            if current.rows_affected != 1 {
                return Err(Failure::Retry("the file changed while it was being processed".into()));
            }
            txn.commit().await?;
        }
        Ok(())
    }
}

/// Records the state and progress; false if the file is gone or in another generation.
pub async fn progress(state: &AppState, row: &file::Model, to: State, percent: i32) -> Result<bool, DbErr> {
    let update = file::ActiveModel { state: Set(to.as_str().into()), progress: Set(percent), updated_at: Set(Utc::now()), ..Default::default() };
    let result = file::Entity::update_many().set(update).filter(file::Column::Id.eq(row.id)).filter(file::Column::Generation.eq(row.generation)).exec(&state.db).await?;
    Ok(result.rows_affected == 1)
}

/// Removes a file's index rows.
pub async fn clear<C: ConnectionTrait>(db: &C, file_id: Uuid) -> Result<(), DbErr> {
    element_set::Entity::delete_many().filter(element_set::Column::FileId.eq(file_id)).exec(db).await?;
    property_index::Entity::delete_many().filter(property_index::Column::FileId.eq(file_id)).exec(db).await?;
    property_set::Entity::delete_many().filter(property_set::Column::FileId.eq(file_id)).exec(db).await?;
    element::Entity::delete_many().filter(element::Column::FileId.eq(file_id)).exec(db).await?;
    Ok(())
}

fn elements(row: &file::Model, parsed: &ifc::Model) -> Vec<element::ActiveModel> {
    let products = &parsed.products;
    let mut contained = vec![0i32; products.len()];
    let mut at_root = 0;
    for product in products {
        match product.parent {
            Some(parent) => contained[parent] += 1,
            None if product.spatial => at_root += 1,
            None => {}
        }
    }
    let project = parsed.project.as_ref();
    let mut rows = Vec::with_capacity(products.len() + 1);
    if let Some(p) = project {
        rows.push(row_of(row, p.step_id, &p.global_id, "IfcProject", p.name.clone(), None, None, true, None, None, at_root));
    }
    for (i, product) in products.iter().enumerate() {
        let parent = match product.parent {
            Some(parent) => Some(products[parent].global_id.clone()),
            None if product.spatial => project.map(|p| p.global_id.clone()),
            None => None,
        };
        let storey = product.storey.map(|s| &products[s]);
        let mut r = row_of(row, product.step_id, &product.global_id, &product.class, product.name.clone(), product.type_name.clone(), parent, product.spatial, storey.map(|s| s.global_id.clone()), storey.and_then(|s| s.name.clone()), contained[i]);
        r.object_type = Set(product.object_type.clone());
        rows.push(r);
    }
    rows
}

#[allow(clippy::too_many_arguments)]
fn row_of(file: &file::Model, step: u64, global_id: &str, class: &str, name: Option<String>, type_name: Option<String>, parent: Option<String>, spatial: bool, storey: Option<String>, storey_name: Option<String>, contained: i32) -> element::ActiveModel {
    element::ActiveModel {
        file_id: Set(file.id),
        step_id: Set(step as i64),
        model_id: Set(file.model_id),
        global_id: Set(global_id.into()),
        class: Set(class.into()),
        name: Set(name),
        type_name: Set(type_name),
        object_type: Set(None),
        spatial: Set(spatial),
        parent_global_id: Set(parent),
        storey_global_id: Set(storey),
        storey_name: Set(storey_name),
        contained: Set(contained),
    }
}

fn links(file_id: Uuid, parsed: &ifc::Model) -> Vec<element_set::ActiveModel> {
    let mut seen = HashSet::new();
    let mut rows = Vec::new();
    for product in &parsed.products {
        for &set in &product.property_sets {
            let set_step = parsed.property_sets[set].step_id as i64;
            if seen.insert((product.step_id, set_step)) {
                rows.push(element_set::ActiveModel { file_id: Set(file_id), element_step: Set(product.step_id as i64), set_step: Set(set_step) });
            }
        }
    }
    rows
}
