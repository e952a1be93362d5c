// GENERATED from supabase/schemas by Supabase's type generator (postgres-meta), through
// tools/local-supabase/src/cli/generate-types.ts: do not edit. Regenerate with `npm run generate`.
export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "13"
  }
  public: {
    Tables: {
      answer_notes: {
        Row: {
          created_at: string
          links: string[]
          note: string
          question_id: string
          report_id: string
          share_with_team: boolean
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          links?: string[]
          note?: string
          question_id: string
          report_id: string
          share_with_team?: boolean
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          links?: string[]
          note?: string
          question_id?: string
          report_id?: string
          share_with_team?: boolean
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "answer_notes_report_id_fkey"
            columns: ["report_id"]
            referencedRelation: "reports"
            referencedColumns: ["id"]
          },
        ]
      }
      app_config: {
        Row: {
          key: string
          updated_at: string
          value: NonNullable<Json>
        }
        Insert: {
          key: string
          updated_at?: string
          value: NonNullable<Json>
        }
        Update: {
          key?: string
          updated_at?: string
          value?: NonNullable<Json>
        }
        Relationships: []
      }
      app_config_audit: {
        Row: {
          changed_at: string
          changed_by: string
          id: number
          key: string
          new_value: Json | null
          old_value: Json | null
          operation: string
        }
        Insert: {
          changed_at?: string
          changed_by: string
          id?: never
          key: string
          new_value?: Json | null
          old_value?: Json | null
          operation: string
        }
        Update: {
          changed_at?: string
          changed_by?: string
          id?: never
          key?: string
          new_value?: Json | null
          old_value?: Json | null
          operation?: string
        }
        Relationships: []
      }
      contact_messages: {
        Row: {
          created_at: string
          email: string
          id: string
          message: string
          name: string
          sender_hash: string | null
          user_id: string | null
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          message: string
          name: string
          sender_hash?: string | null
          user_id?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          message?: string
          name?: string
          sender_hash?: string | null
          user_id?: string | null
        }
        Relationships: []
      }
      plan_items: {
        Row: {
          created_at: string
          note: string
          option_key: string
          question_id: string
          status: string
          tracker_key: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          note?: string
          option_key: string
          question_id: string
          status: string
          tracker_key?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          note?: string
          option_key?: string
          question_id?: string
          status?: string
          tracker_key?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      profiles: {
        Row: {
          architecture_description: string | null
          company: string | null
          created_at: string
          email: string
          id: string
          name: string
          updated_at: string
        }
        Insert: {
          architecture_description?: string | null
          company?: string | null
          created_at?: string
          email: string
          id: string
          name?: string
          updated_at?: string
        }
        Update: {
          architecture_description?: string | null
          company?: string | null
          created_at?: string
          email?: string
          id?: string
          name?: string
          updated_at?: string
        }
        Relationships: []
      }
      reminder_settings: {
        Row: {
          cadence: Database["public"]["Enums"]["reminder_cadence"]
          created_at: string
          updated_at: string
          user_id: string
        }
        Insert: {
          cadence?: Database["public"]["Enums"]["reminder_cadence"]
          created_at?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          cadence?: Database["public"]["Enums"]["reminder_cadence"]
          created_at?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      report_share_links: {
        Row: {
          created_at: string
          expires_at: string | null
          id: string
          include_company: boolean
          include_prepared_for: boolean
          label: string | null
          last_used_at: string | null
          report_id: string
          revoked_at: string | null
          token_hash: string
          user_id: string
        }
        Insert: {
          created_at?: string
          expires_at?: string | null
          id?: string
          include_company?: boolean
          include_prepared_for?: boolean
          label?: string | null
          last_used_at?: string | null
          report_id: string
          revoked_at?: string | null
          token_hash: string
          user_id: string
        }
        Update: {
          created_at?: string
          expires_at?: string | null
          id?: string
          include_company?: boolean
          include_prepared_for?: boolean
          label?: string | null
          last_used_at?: string | null
          report_id?: string
          revoked_at?: string | null
          token_hash?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "report_share_links_report_id_fkey"
            columns: ["report_id"]
            referencedRelation: "reports"
            referencedColumns: ["id"]
          },
        ]
      }
      reports: {
        Row: {
          answers: NonNullable<Json>
          category_scores: NonNullable<Json>
          company: string | null
          created_at: string
          id: string
          name: string | null
          overall_score: number
          prepared_for: string | null
          scoring_version: number
          submission_id: string
          team_id: string | null
          team_name: string | null
          user_id: string
        }
        Insert: {
          answers: NonNullable<Json>
          category_scores: NonNullable<Json>
          company?: string | null
          created_at?: string
          id?: string
          name?: string | null
          overall_score: number
          prepared_for?: string | null
          scoring_version?: number
          submission_id: string
          team_id?: string | null
          team_name?: string | null
          user_id: string
        }
        Update: {
          answers?: NonNullable<Json>
          category_scores?: NonNullable<Json>
          company?: string | null
          created_at?: string
          id?: string
          name?: string | null
          overall_score?: number
          prepared_for?: string | null
          scoring_version?: number
          submission_id?: string
          team_id?: string | null
          team_name?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "reports_team_id_fkey"
            columns: ["team_id"]
            referencedRelation: "teams"
            referencedColumns: ["id"]
          },
        ]
      }
      team_invitations: {
        Row: {
          created_at: string
          created_by: string | null
          expires_at: string
          id: string
          label: string | null
          last_used_at: string | null
          revoked_at: string | null
          team_id: string
          token_hash: string
          use_count: number
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          expires_at: string
          id?: string
          label?: string | null
          last_used_at?: string | null
          revoked_at?: string | null
          team_id: string
          token_hash: string
          use_count?: number
        }
        Update: {
          created_at?: string
          created_by?: string | null
          expires_at?: string
          id?: string
          label?: string | null
          last_used_at?: string | null
          revoked_at?: string | null
          team_id?: string
          token_hash?: string
          use_count?: number
        }
        Relationships: [
          {
            foreignKeyName: "team_invitations_team_id_fkey"
            columns: ["team_id"]
            referencedRelation: "teams"
            referencedColumns: ["id"]
          },
        ]
      }
      team_members: {
        Row: {
          id: string
          joined_at: string
          role: string
          team_id: string
          user_id: string
        }
        Insert: {
          id?: string
          joined_at?: string
          role: string
          team_id: string
          user_id: string
        }
        Update: {
          id?: string
          joined_at?: string
          role?: string
          team_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "team_members_team_id_fkey"
            columns: ["team_id"]
            referencedRelation: "teams"
            referencedColumns: ["id"]
          },
        ]
      }
      team_reminder_settings: {
        Row: {
          cadence: Database["public"]["Enums"]["reminder_cadence"]
          created_at: string
          team_id: string
          updated_at: string
        }
        Insert: {
          cadence?: Database["public"]["Enums"]["reminder_cadence"]
          created_at?: string
          team_id: string
          updated_at?: string
        }
        Update: {
          cadence?: Database["public"]["Enums"]["reminder_cadence"]
          created_at?: string
          team_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "team_reminder_settings_team_id_fkey"
            columns: ["team_id"]
            referencedRelation: "teams"
            referencedColumns: ["id"]
          },
        ]
      }
      team_round_reports: {
        Row: {
          answered_at: string
          report_id: string
          round_id: string
          user_id: string
        }
        Insert: {
          answered_at?: string
          report_id: string
          round_id: string
          user_id: string
        }
        Update: {
          answered_at?: string
          report_id?: string
          round_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "team_round_reports_report_id_fkey"
            columns: ["report_id"]
            referencedRelation: "reports"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "team_round_reports_round_id_fkey"
            columns: ["round_id"]
            referencedRelation: "team_rounds"
            referencedColumns: ["id"]
          },
        ]
      }
      team_rounds: {
        Row: {
          closed_at: string | null
          id: string
          number: number
          opened_at: string
          status: string | null
          team_id: string
        }
        Insert: {
          closed_at?: string | null
          id?: string
          number: number
          opened_at?: string
          status?: never
          team_id: string
        }
        Update: {
          closed_at?: string | null
          id?: string
          number?: number
          opened_at?: string
          status?: never
          team_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "team_rounds_team_id_fkey"
            columns: ["team_id"]
            referencedRelation: "teams"
            referencedColumns: ["id"]
          },
        ]
      }
      teams: {
        Row: {
          created_at: string
          id: string
          min_answers: number
          name: string
          owner_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          min_answers?: number
          name: string
          owner_id: string
        }
        Update: {
          created_at?: string
          id?: string
          min_answers?: number
          name?: string
          owner_id?: string
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      accept_team_invitation: {
        Args: { token: string }
        Returns: Database["public"]["CompositeTypes"]["joined_team"]
        SetofOptions: {
          from: "*"
          to: "joined_team"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      claim_due_reminders: {
        Args: { max_reminders?: number }
        Returns: Database["public"]["CompositeTypes"]["due_reminder"][]
        SetofOptions: {
          from: "*"
          to: "due_reminder"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      close_team_round: {
        Args: { team_id: string }
        Returns: Database["public"]["CompositeTypes"]["team_round"]
        SetofOptions: {
          from: "*"
          to: "team_round"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      create_mailed_team_invitation: {
        Args: {
          email: string
          label?: string
          team_id: string
          valid_for_days?: number
        }
        Returns: Database["public"]["CompositeTypes"]["new_team_invitation"]
        SetofOptions: {
          from: "*"
          to: "new_team_invitation"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      create_release_preview: {
        Args: {
          environment: string
          minutes?: number
          reason?: string
          remote: Database["public"]["Enums"]["release_remote"]
          version: string
        }
        Returns: Database["public"]["CompositeTypes"]["release_preview_link"]
        SetofOptions: {
          from: "*"
          to: "release_preview_link"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      create_share_link: {
        Args: {
          expires_at?: string
          include_company?: boolean
          include_prepared_for?: boolean
          label?: string
          report_id: string
        }
        Returns: Database["public"]["CompositeTypes"]["new_share_link"]
        SetofOptions: {
          from: "*"
          to: "new_share_link"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      create_team: {
        Args: { name: string }
        Returns: Database["public"]["CompositeTypes"]["team_summary"]
        SetofOptions: {
          from: "*"
          to: "team_summary"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      create_team_invitation: {
        Args: { label?: string; team_id: string; valid_for_days?: number }
        Returns: Database["public"]["CompositeTypes"]["new_team_invitation"]
        SetofOptions: {
          from: "*"
          to: "new_team_invitation"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      delete_team: { Args: { team_id: string }; Returns: undefined }
      get_report: {
        Args: { report_id: string }
        Returns: Database["public"]["CompositeTypes"]["report_read"]
        SetofOptions: {
          from: "*"
          to: "report_read"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      get_report_benchmark: {
        Args: { report_id: string }
        Returns: Database["public"]["CompositeTypes"]["benchmark"]
        SetofOptions: {
          from: "*"
          to: "benchmark"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      get_shared_report: {
        Args: { token: string }
        Returns: Database["public"]["CompositeTypes"]["shared_report"]
        SetofOptions: {
          from: "*"
          to: "shared_report"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      get_team: {
        Args: { team_id: string }
        Returns: Database["public"]["CompositeTypes"]["team_detail"]
        SetofOptions: {
          from: "*"
          to: "team_detail"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      get_team_history: {
        Args: { team_id: string }
        Returns: Database["public"]["CompositeTypes"]["team_history"]
        SetofOptions: {
          from: "*"
          to: "team_history"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      get_team_report: {
        Args: { round_number?: number; team_id: string }
        Returns: Database["public"]["CompositeTypes"]["team_report"]
        SetofOptions: {
          from: "*"
          to: "team_report"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      get_team_round_notes: {
        Args: { round_number?: number; team_id: string }
        Returns: {
          links: string[]
          note: string
          question_id: string
        }[]
      }
      leave_team: { Args: { team_id: string }; Returns: undefined }
      list_my_teams: {
        Args: Record<PropertyKey, never>
        Returns: Database["public"]["CompositeTypes"]["team_summary"][]
        SetofOptions: {
          from: "*"
          to: "team_summary"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      list_release_previews: {
        Args: { environment?: string; include_ended?: boolean }
        Returns: Database["public"]["CompositeTypes"]["release_preview_entry"][]
        SetofOptions: {
          from: "*"
          to: "release_preview_entry"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      list_share_links: {
        Args: { report_id: string }
        Returns: Database["public"]["CompositeTypes"]["share_link_list"]
        SetofOptions: {
          from: "*"
          to: "share_link_list"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      open_team_round: {
        Args: { team_id: string }
        Returns: Database["public"]["CompositeTypes"]["team_round"]
        SetofOptions: {
          from: "*"
          to: "team_round"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      preview_team_invitation: {
        Args: { token: string }
        Returns: Database["public"]["CompositeTypes"]["team_invitation_preview"]
        SetofOptions: {
          from: "*"
          to: "team_invitation_preview"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      promote_remote_version: {
        Args: {
          environment: string
          reason?: string
          remote: Database["public"]["Enums"]["release_remote"]
          version: string
        }
        Returns: Database["public"]["CompositeTypes"]["release_audit_entry"]
        SetofOptions: {
          from: "*"
          to: "release_audit_entry"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      publish_remote_version: {
        Args: {
          built_at?: string
          commit?: string
          contract_major: number
          exposed_modules: string[]
          manifest_url: string
          reason?: string
          remote: Database["public"]["Enums"]["release_remote"]
          shared_packages: Json
          version: string
        }
        Returns: Database["public"]["CompositeTypes"]["release_audit_entry"]
        SetofOptions: {
          from: "*"
          to: "release_audit_entry"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      record_release_health: {
        Args: { environment: string; events: Json }
        Returns: Database["public"]["CompositeTypes"]["release_health_batch"]
        SetofOptions: {
          from: "*"
          to: "release_health_batch"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      release_config: {
        Args: { environment: string }
        Returns: {
          canary_manifest_url: string
          canary_percent: number
          canary_version: string
          live_manifest_url: string
          live_version: string
          remote: Database["public"]["Enums"]["release_remote"]
        }[]
      }
      release_history: {
        Args: {
          environment?: string
          max_rows?: number
          remote?: Database["public"]["Enums"]["release_remote"]
        }
        Returns: Database["public"]["CompositeTypes"]["release_audit_entry"][]
        SetofOptions: {
          from: "*"
          to: "release_audit_entry"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      release_preview: {
        Args: { environment: string; token: string }
        Returns: {
          expires_at: string
          manifest_url: string
          remote: Database["public"]["Enums"]["release_remote"]
          version: string
        }[]
      }
      release_status: {
        Args: { only_environment?: string }
        Returns: {
          canary_failures: number
          canary_loads: number
          canary_percent: number
          canary_since: string
          canary_version: string
          canary_visitors: number
          environment: string
          live_failures: number
          live_loads: number
          live_since: string
          live_version: string
          live_visitors: number
          remote: Database["public"]["Enums"]["release_remote"]
          window_minutes: number
        }[]
      }
      remove_team_member: {
        Args: { member_id: string; team_id: string }
        Returns: undefined
      }
      revoke_release_preview: {
        Args: { preview_id?: number; reason?: string; token?: string }
        Returns: Database["public"]["CompositeTypes"]["release_audit_entry"]
        SetofOptions: {
          from: "*"
          to: "release_audit_entry"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      revoke_share_link: {
        Args: { link_id: string }
        Returns: Database["public"]["CompositeTypes"]["share_link"]
        SetofOptions: {
          from: "*"
          to: "share_link"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      revoke_team_invitation: {
        Args: { invitation_id: string }
        Returns: Database["public"]["CompositeTypes"]["team_invitation"]
        SetofOptions: {
          from: "*"
          to: "team_invitation"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      rollback_remote: {
        Args: {
          environment: string
          reason?: string
          remote: Database["public"]["Enums"]["release_remote"]
        }
        Returns: Database["public"]["CompositeTypes"]["release_audit_entry"]
        SetofOptions: {
          from: "*"
          to: "release_audit_entry"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      send_contact_message: {
        Args: { email: string; message: string; name: string }
        Returns: undefined
      }
      set_remote_canary: {
        Args: {
          environment: string
          percent: number
          reason?: string
          remote: Database["public"]["Enums"]["release_remote"]
          version: string
        }
        Returns: Database["public"]["CompositeTypes"]["release_audit_entry"]
        SetofOptions: {
          from: "*"
          to: "release_audit_entry"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      set_team_min_answers: {
        Args: { min_answers: number; team_id: string }
        Returns: Database["public"]["CompositeTypes"]["team_summary"]
        SetofOptions: {
          from: "*"
          to: "team_summary"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      submit_assessment: {
        Args: { answers: Json; notes?: Json; submission_id: string }
        Returns: {
          answers: NonNullable<Json>
          category_scores: NonNullable<Json>
          company: string | null
          created_at: string
          id: string
          name: string | null
          overall_score: number
          prepared_for: string | null
          scoring_version: number
          submission_id: string
          team_id: string | null
          team_name: string | null
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "reports"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      submit_team_assessment: {
        Args: {
          answers: Json
          notes?: Json
          round_number?: number
          submission_id: string
          team_id: string
        }
        Returns: {
          answers: NonNullable<Json>
          category_scores: NonNullable<Json>
          company: string | null
          created_at: string
          id: string
          name: string | null
          overall_score: number
          prepared_for: string | null
          scoring_version: number
          submission_id: string
          team_id: string | null
          team_name: string | null
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "reports"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      unsubscribe_reminders: {
        Args: { token: string }
        Returns: Database["public"]["CompositeTypes"]["reminder_unsubscribe"]
        SetofOptions: {
          from: "*"
          to: "reminder_unsubscribe"
          isOneToOne: true
          isSetofReturn: false
        }
      }
    }
    Enums: {
      benchmark_status: "ok" | "insufficient_data" | "forbidden" | "not_found"
      link_status: "active" | "revoked" | "expired"
      release_action:
        | "publish"
        | "promote"
        | "canary"
        | "rollback"
        | "auto-rollback"
        | "preview"
        | "revoke-preview"
      release_remote: "marketing" | "auth" | "assessment" | "reports"
      reminder_cadence:
        | "none"
        | "monthly"
        | "quarterly"
        | "half_yearly"
        | "yearly"
      reminder_unsubscribe_status: "unsubscribed" | "already_used" | "not_found"
      remote_failure_kind: "load" | "render"
      report_access: "ok" | "forbidden" | "not_found"
      share_link_list_status: "ok" | "forbidden" | "not_found"
      shared_report_status: "ok" | "not_found" | "revoked" | "expired"
      team_invitation_preview_status:
        | "ok"
        | "not_found"
        | "revoked"
        | "expired"
        | "full"
      team_lookup: "ok" | "not_found"
      team_report_status:
        | "ok"
        | "round_open"
        | "not_enough_answers"
        | "not_found"
      team_role: "owner" | "member"
      team_round_status: "open" | "closed"
    }
    CompositeTypes: {
      benchmark: {
        status: Database["public"]["Enums"]["benchmark_status"] | null
        people_about: number | null
        min_people: number | null
        overall:
          | Database["public"]["CompositeTypes"]["benchmark_standing"]
          | null
        categories:
          | Database["public"]["CompositeTypes"]["benchmark_categories"]
          | null
        questions:
          | Database["public"]["CompositeTypes"]["benchmark_question"][]
          | null
      }
      benchmark_categories: {
        architecture:
          | Database["public"]["CompositeTypes"]["benchmark_standing"]
          | null
        deployment:
          | Database["public"]["CompositeTypes"]["benchmark_standing"]
          | null
        security:
          | Database["public"]["CompositeTypes"]["benchmark_standing"]
          | null
        scalability:
          | Database["public"]["CompositeTypes"]["benchmark_standing"]
          | null
      }
      benchmark_question: {
        question_id: string | null
        stronger_pct: number | null
      }
      benchmark_standing: {
        score: number | null
        percentile: number | null
        mean: number | null
        buckets: number[] | null
      }
      due_reminder: {
        user_id: string | null
        email: string | null
        language: string | null
        due_at: string | null
        team_id: string | null
        team_name: string | null
        round_number: number | null
        report_id: string | null
        assessed_at: string | null
        overall_score: number | null
        answers: Json | null
        plan_items:
          | Database["public"]["CompositeTypes"]["reminder_plan_item"][]
          | null
        unsubscribe_token: string | null
      }
      joined_team: {
        team: Database["public"]["CompositeTypes"]["team_summary"] | null
        joined: boolean | null
      }
      new_share_link: {
        link: Database["public"]["CompositeTypes"]["share_link"] | null
        token: string | null
      }
      new_team_invitation: {
        invitation:
          | Database["public"]["CompositeTypes"]["team_invitation"]
          | null
        token: string | null
      }
      release_audit_entry: {
        id: number | null
        at: string | null
        actor: string | null
        environment: string | null
        remote: Database["public"]["Enums"]["release_remote"] | null
        action: Database["public"]["Enums"]["release_action"] | null
        from_version: string | null
        to_version: string | null
        canary_percent: number | null
        reason: string | null
      }
      release_health_batch: {
        counted: number | null
        ignored: number | null
      }
      release_health_figures: {
        loads: number | null
        failures: number | null
        visitors: number | null
        failing_visitors: number | null
      }
      release_preview_entry: {
        id: number | null
        environment: string | null
        remote: Database["public"]["Enums"]["release_remote"] | null
        version: string | null
        created_at: string | null
        created_by: string | null
        expires_at: string | null
        revoked_at: string | null
        revoked_by: string | null
      }
      release_preview_link: {
        token: string | null
        expires_at: string | null
        audit_id: number | null
      }
      reminder_plan_item: {
        question_id: string | null
        option_key: string | null
        status: string | null
      }
      reminder_unsubscribe: {
        status:
          | Database["public"]["Enums"]["reminder_unsubscribe_status"]
          | null
        team_name: string | null
      }
      report_read: {
        status: Database["public"]["Enums"]["report_access"] | null
        report: Database["public"]["Tables"]["reports"]["Row"] | null
      }
      share_link: {
        id: string | null
        report_id: string | null
        label: string | null
        include_company: boolean | null
        include_prepared_for: boolean | null
        created_at: string | null
        expires_at: string | null
        revoked_at: string | null
        last_used_at: string | null
        status: Database["public"]["Enums"]["link_status"] | null
      }
      share_link_list: {
        status: Database["public"]["Enums"]["share_link_list_status"] | null
        links: Database["public"]["CompositeTypes"]["share_link"][] | null
      }
      shared_report: {
        status: Database["public"]["Enums"]["shared_report_status"] | null
        report:
          | Database["public"]["CompositeTypes"]["shared_report_document"]
          | null
        benchmark: Database["public"]["CompositeTypes"]["benchmark"] | null
      }
      shared_report_document: {
        created_at: string | null
        answers: Json | null
        overall_score: number | null
        category_scores: Json | null
        scoring_version: number | null
        include_company: boolean | null
        company: string | null
        include_prepared_for: boolean | null
        prepared_for: string | null
      }
      team_category_figures: {
        architecture:
          | Database["public"]["CompositeTypes"]["team_figures"]
          | null
        deployment: Database["public"]["CompositeTypes"]["team_figures"] | null
        security: Database["public"]["CompositeTypes"]["team_figures"] | null
        scalability: Database["public"]["CompositeTypes"]["team_figures"] | null
      }
      team_detail: {
        status: Database["public"]["Enums"]["team_lookup"] | null
        team: Database["public"]["CompositeTypes"]["team_summary"] | null
        members: Database["public"]["CompositeTypes"]["team_member"][] | null
        invitations:
          | Database["public"]["CompositeTypes"]["team_invitation"][]
          | null
      }
      team_figures: {
        mean: number | null
        spread: number | null
        consensus: number | null
      }
      team_history: {
        status: Database["public"]["Enums"]["team_lookup"] | null
        min_answers: number | null
        rounds:
          | Database["public"]["CompositeTypes"]["team_history_round"][]
          | null
      }
      team_history_round: {
        number: number | null
        status: Database["public"]["Enums"]["team_round_status"] | null
        opened_at: string | null
        closed_at: string | null
        answers: number | null
        released: boolean | null
        overall_mean: number | null
        consensus: number | null
      }
      team_invitation: {
        id: string | null
        team_id: string | null
        label: string | null
        created_at: string | null
        expires_at: string | null
        revoked_at: string | null
        last_used_at: string | null
        use_count: number | null
        status: Database["public"]["Enums"]["link_status"] | null
      }
      team_invitation_preview: {
        status:
          | Database["public"]["Enums"]["team_invitation_preview_status"]
          | null
        system_name: string | null
        inviter_name: string | null
      }
      team_member: {
        member_id: string | null
        display_name: string | null
        role: Database["public"]["Enums"]["team_role"] | null
        joined_at: string | null
        is_me: boolean | null
        answered_current_round: boolean | null
      }
      team_option_count: {
        key: string | null
        count: number | null
      }
      team_question: {
        question_id: string | null
        category: string | null
        options:
          | Database["public"]["CompositeTypes"]["team_option_count"][]
          | null
        consensus: number | null
        weakest: string | null
        my_pick: string | null
      }
      team_report: {
        status: Database["public"]["Enums"]["team_report_status"] | null
        round: Database["public"]["CompositeTypes"]["team_round"] | null
        answers: number | null
        min_answers: number | null
        overall: Database["public"]["CompositeTypes"]["team_figures"] | null
        categories:
          | Database["public"]["CompositeTypes"]["team_category_figures"]
          | null
        questions:
          | Database["public"]["CompositeTypes"]["team_question"][]
          | null
        talk_first:
          | Database["public"]["CompositeTypes"]["team_question"][]
          | null
      }
      team_round: {
        id: string | null
        number: number | null
        status: Database["public"]["Enums"]["team_round_status"] | null
        opened_at: string | null
        closed_at: string | null
        answers: number | null
        released: boolean | null
        i_answered: boolean | null
      }
      team_summary: {
        id: string | null
        name: string | null
        created_at: string | null
        role: Database["public"]["Enums"]["team_role"] | null
        member_count: number | null
        min_answers: number | null
        current_round: Database["public"]["CompositeTypes"]["team_round"] | null
      }
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      benchmark_status: ["ok", "insufficient_data", "forbidden", "not_found"],
      link_status: ["active", "revoked", "expired"],
      release_action: [
        "publish",
        "promote",
        "canary",
        "rollback",
        "auto-rollback",
        "preview",
        "revoke-preview",
      ],
      release_remote: ["marketing", "auth", "assessment", "reports"],
      reminder_cadence: [
        "none",
        "monthly",
        "quarterly",
        "half_yearly",
        "yearly",
      ],
      reminder_unsubscribe_status: [
        "unsubscribed",
        "already_used",
        "not_found",
      ],
      remote_failure_kind: ["load", "render"],
      report_access: ["ok", "forbidden", "not_found"],
      share_link_list_status: ["ok", "forbidden", "not_found"],
      shared_report_status: ["ok", "not_found", "revoked", "expired"],
      team_invitation_preview_status: [
        "ok",
        "not_found",
        "revoked",
        "expired",
        "full",
      ],
      team_lookup: ["ok", "not_found"],
      team_report_status: [
        "ok",
        "round_open",
        "not_enough_answers",
        "not_found",
      ],
      team_role: ["owner", "member"],
      team_round_status: ["open", "closed"],
    },
  },
} as const
