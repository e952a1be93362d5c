// GENERATED from supabase/migrations by Supabase's type generator (postgres-meta), through
// local-supabase/src/cli/generate-types.ts: do not edit. Regenerate with `npm run generate`.
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
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          note?: string
          option_key: string
          question_id: string
          status: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          note?: string
          option_key?: string
          question_id?: string
          status?: string
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
      accept_team_invitation: { Args: { token: string }; Returns: Json }
      close_team_round: { Args: { team_id: string }; Returns: Json }
      create_mailed_team_invitation: {
        Args: {
          email: string
          label?: string
          team_id: string
          valid_for_days?: number
        }
        Returns: Json
      }
      create_share_link: {
        Args: {
          expires_at?: string
          include_company?: boolean
          include_prepared_for?: boolean
          label?: string
          report_id: string
        }
        Returns: Json
      }
      create_team: { Args: { name: string }; Returns: Json }
      create_team_invitation: {
        Args: { label?: string; team_id: string; valid_for_days?: number }
        Returns: Json
      }
      delete_team: { Args: { team_id: string }; Returns: undefined }
      get_report: { Args: { report_id: string }; Returns: Json }
      get_report_benchmark: { Args: { report_id: string }; Returns: Json }
      get_shared_report: { Args: { token: string }; Returns: Json }
      get_team: { Args: { team_id: string }; Returns: Json }
      get_team_history: { Args: { team_id: string }; Returns: Json }
      get_team_report: {
        Args: { round_number?: number; team_id: string }
        Returns: Json
      }
      leave_team: { Args: { team_id: string }; Returns: undefined }
      list_my_teams: { Args: Record<PropertyKey, never>; Returns: Json }
      list_share_links: { Args: { report_id: string }; Returns: Json }
      open_team_round: { Args: { team_id: string }; Returns: Json }
      preview_team_invitation: { Args: { token: string }; Returns: Json }
      remove_team_member: {
        Args: { member_id: string; team_id: string }
        Returns: undefined
      }
      revoke_share_link: { Args: { link_id: string }; Returns: Json }
      revoke_team_invitation: { Args: { invitation_id: string }; Returns: Json }
      send_contact_message: {
        Args: { email: string; message: string; name: string }
        Returns: undefined
      }
      set_team_min_answers: {
        Args: { min_answers: number; team_id: string }
        Returns: Json
      }
      submit_assessment: {
        Args: { answers: Json; submission_id: string }
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
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
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
    Enums: {},
  },
} as const
