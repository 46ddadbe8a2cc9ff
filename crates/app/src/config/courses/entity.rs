//! Tables of courses: the catalogue, assignments and the holiday calendar.

pub mod course {
    use platform::tenant::Scoped;
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
    #[sea_orm(table_name = "courses")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub company_id: Uuid,
        pub name: String,
        /// The name's key (`platform::search::name_key`), unique in the company.
        pub name_key: String,
        pub description: Option<String>,
        pub created_at: DateTimeUtc,
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

pub mod assignment {
    use platform::tenant::Scoped;
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
    #[sea_orm(table_name = "course_assignments")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub company_id: Uuid,
        pub course_id: Uuid,
        pub user_id: Uuid,
        pub assigned_by: Option<Uuid>,
        pub created_at: DateTimeUtc,
        pub expiry_date: Date,
        pub completed_at: Option<DateTimeUtc>,
        pub extension_count: i32,
        pub unassigned_at: Option<DateTimeUtc>,
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

pub mod holiday {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
    #[sea_orm(table_name = "holidays")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub country: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub date: Date,
        pub name: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
