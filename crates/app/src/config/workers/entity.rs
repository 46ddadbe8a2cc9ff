//! Tables of site workers.

pub mod worker {
    use platform::tenant::Scoped;
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
    #[sea_orm(table_name = "workers")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub company_id: Uuid,
        pub first_name: String,
        pub last_name: String,
        pub national_id: String,
        pub contractor: Option<String>,
        pub position: Option<String>,
        pub active: bool,
        pub created_at: DateTimeUtc,
        pub updated_at: DateTimeUtc,
        pub version: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}

    impl Scoped for Entity {
        fn company_column() -> Column {
            Column::CompanyId
        }
    }
}

pub mod worker_project {
    use platform::tenant::Scoped;
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
    #[sea_orm(table_name = "worker_projects")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub worker_id: Uuid,
        #[sea_orm(primary_key, auto_increment = false)]
        pub project_id: Uuid,
        pub company_id: Uuid,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}

    impl Scoped for Entity {
        fn company_column() -> Column {
            Column::CompanyId
        }
    }
}
