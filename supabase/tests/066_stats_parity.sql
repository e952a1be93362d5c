-- Parity fixture for the team and benchmark numbers: hand-computed cases for each formula in
-- private.stat_* and for private.team_round_aggregate, as the apps display them (consensus to 3
-- decimals, mean and spread to 1, percentiles and shares in whole percent; rounding half up).
-- The cases are data (name, formula, input, expected) so that a TypeScript implementation can be
-- tested against the same list: copy the VALUES below, or read them from this file.
begin;
create extension if not exists pgtap with schema extensions;

create temporary table parity_cases (ord serial, name text not null, formula text not null, input jsonb not null, expected jsonb not null);
insert into parity_cases (name, formula, input, expected) values
  -- consensus = 1 - 4 * (n * sum(p^2) - sum(p)^2) / (9 * n^2), positions 0..3
  ('consensus: all the same option', 'consensus', '[2, 2, 2]', '1.000'),
  ('consensus: one answer', 'consensus', '[3]', '1.000'),
  ('consensus: split between weakest and strongest', 'consensus', '[0, 3]', '0.000'),
  ('consensus: split 2 and 2 between weakest and strongest', 'consensus', '[0, 0, 3, 3]', '0.000'),
  ('consensus: one of each option (1 - 80/144)', 'consensus', '[0, 1, 2, 3]', '0.444'),
  ('consensus: neighbours (1 - 4/36)', 'consensus', '[1, 2]', '0.889'),
  ('consensus: two at 0, one at 3 (1 - 72/81)', 'consensus', '[0, 0, 3]', '0.111'),
  ('consensus: 2, 0, 3 (25/81)', 'consensus', '[2, 0, 3]', '0.309'),
  ('consensus: 2, 3, 2 (73/81)', 'consensus', '[2, 3, 2]', '0.901'),
  ('consensus: no answers', 'consensus', '[]', 'null'),
  -- mean = sum / n; spread = sqrt(n * sum(x^2) - sum(x)^2) / n (population)
  ('mean: 40 and 60', 'mean', '[40, 60]', '50.0'),
  ('spread: 40 and 60', 'spread', '[40, 60]', '10.0'),
  ('mean: 47, 53, 60', 'mean', '[47, 53, 60]', '53.3'),
  ('spread: 47, 53, 60 (sqrt(254)/3 = 5.31)', 'spread', '[47, 53, 60]', '5.3'),
  ('spread: 67, 65, 67 (sqrt(8)/3 = 0.94)', 'spread', '[67, 65, 67]', '0.9'),
  ('spread: one score', 'spread', '[50]', '0.0'),
  ('spread: 0 and 100', 'spread', '[0, 100]', '50.0'),
  ('spread: 0, 0, 0, 100 (sqrt(30000)/4 = 43.30)', 'spread', '[0, 0, 0, 100]', '43.3'),
  ('mean: no scores', 'mean', '[]', 'null'),
  -- percentile = round(100 * (2 * below + equal) / (2 * total))
  ('percentile: 10 below, 2 equal of 20', 'percentile', '{"below": 10, "equal": 2, "total": 20}', '55'),
  ('percentile: lowest of 20 (2.5 rounds up)', 'percentile', '{"below": 0, "equal": 1, "total": 20}', '3'),
  ('percentile: highest of 20 (97.5 rounds up)', 'percentile', '{"below": 19, "equal": 1, "total": 20}', '98'),
  ('percentile: everyone the same', 'percentile', '{"below": 0, "equal": 20, "total": 20}', '50'),
  ('percentile: 5 below of 40, no tie (12.5 rounds up)', 'percentile', '{"below": 5, "equal": 0, "total": 40}', '13'),
  -- share = round(100 * part / total)
  ('share: 1 of 3', 'share', '{"part": 1, "total": 3}', '33'),
  ('share: 2 of 3', 'share', '{"part": 2, "total": 3}', '67'),
  ('share: 1 of 8 (12.5 rounds up)', 'share', '{"part": 1, "total": 8}', '13'),
  ('share: none', 'share', '{"part": 0, "total": 20}', '0'),
  ('share: all', 'share', '{"part": 20, "total": 20}', '100'),
  -- buckets of 10 points, 100 in the top one
  ('bucket: 0', 'bucket', '0', '0'),
  ('bucket: 9', 'bucket', '9', '0'),
  ('bucket: 10', 'bucket', '10', '1'),
  ('bucket: 99', 'bucket', '99', '9'),
  ('bucket: 100', 'bucket', '100', '9'),
  -- whole team aggregates (answers by position in the product's order, scores as scoring version 1)
  ('team: weakest against strongest',
   'team', '[{"positions": [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}, {"positions": [3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3]}]',
   '{"answers": 2, "overall": {"mean": 50.0, "spread": 50.0, "consensus": 0.000},
     "categories": {"architecture": {"mean": 50.0, "spread": 50.0, "consensus": 0.000}, "deployment": {"mean": 50.0, "spread": 50.0, "consensus": 0.000},
                    "security": {"mean": 50.0, "spread": 50.0, "consensus": 0.000}, "scalability": {"mean": 50.0, "spread": 50.0, "consensus": 0.000}},
     "talk_first": ["arch_1", "arch_2", "arch_3"]}'),
  ('team: full agreement has nothing to talk about first',
   'team', '[{"positions": [1,1,1,1,1,2,2,2,2,2,3,3,3,3,3,0,0,0,0,0]}, {"positions": [1,1,1,1,1,2,2,2,2,2,3,3,3,3,3,0,0,0,0,0]}]',
   '{"answers": 2, "overall": {"mean": 50.0, "spread": 0.0, "consensus": 1.000},
     "categories": {"architecture": {"mean": 33.0, "spread": 0.0, "consensus": 1.000}, "deployment": {"mean": 67.0, "spread": 0.0, "consensus": 1.000},
                    "security": {"mean": 100.0, "spread": 0.0, "consensus": 1.000}, "scalability": {"mean": 0.0, "spread": 0.0, "consensus": 1.000}},
     "talk_first": []}'),
  ('team: three members, ties broken by the product''s order',
   'team', '[{"positions": [2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2]}, {"positions": [0,2,2,2,2,3,2,2,2,2,2,2,2,2,2,2,2,2,2,2]}, {"positions": [3,2,2,2,2,2,2,2,2,2,0,2,2,2,2,3,2,2,2,2]}]',
   '{"answers": 3, "overall": {"mean": 66.3, "spread": 0.9, "consensus": 0.936},
     "categories": {"architecture": {"mean": 64.3, "spread": 8.4, "consensus": 0.862}, "deployment": {"mean": 69.0, "spread": 2.8, "consensus": 0.980},
                    "security": {"mean": 62.3, "spread": 6.6, "consensus": 0.921}, "scalability": {"mean": 69.0, "spread": 2.8, "consensus": 0.980}},
     "talk_first": ["arch_1", "sec_1", "deploy_1"]}'),
  ('team: one member answered (the report shows nothing below three; the formulas still hold)',
   'team', '[{"positions": [3,3,3,3,3,0,0,0,0,0,1,1,1,1,1,2,2,2,2,2]}]',
   '{"answers": 1, "overall": {"mean": 50.0, "spread": 0.0, "consensus": 1.000},
     "categories": {"architecture": {"mean": 100.0, "spread": 0.0, "consensus": 1.000}, "deployment": {"mean": 0.0, "spread": 0.0, "consensus": 1.000},
                    "security": {"mean": 33.0, "spread": 0.0, "consensus": 1.000}, "scalability": {"mean": 67.0, "spread": 0.0, "consensus": 1.000}},
     "talk_first": []}');

-- A member of a team case: positions -> the answers and the scores submit_assessment would store.
create function pg_temp.team_member(positions jsonb) returns jsonb language sql stable as $$
  with q as (
    select d.question_id, d.category, row_number() over (order by private.question_rank(d.question_id)) as i
      from (select distinct question_id, category from private.question_options) d
  ), pick as (
    select q.question_id, q.category, o.option_key, o.position
      from q join private.question_options o on o.question_id = q.question_id and o.position = (positions ->> (q.i::int - 1))::int
  )
  select jsonb_build_object(
    'answers', (select jsonb_object_agg(question_id, option_key) from pick),
    'overall_score', (select round(100.0 * sum(position) / 60)::int from pick),
    'category_scores', (select jsonb_object_agg(category, s) from (select category, round(100.0 * sum(position) / 15)::int as s from pick group by category) c))
$$;

create function pg_temp.evaluate(formula text, input jsonb) returns jsonb language plpgsql stable as $$
declare
  v_values numeric[] := case when formula in ('consensus', 'mean', 'spread')
                             then array(select jsonb_array_elements_text(input)::numeric) end;
  v_aggregate jsonb;
begin
  case formula
    when 'consensus' then return to_jsonb(round(private.stat_consensus(v_values::integer[]), 3));
    when 'mean' then return to_jsonb(round(private.stat_mean(v_values), 1));
    when 'spread' then return to_jsonb(round(private.stat_spread(v_values), 1));
    when 'percentile' then return to_jsonb(private.stat_percentile((input ->> 'below')::bigint, (input ->> 'equal')::bigint, (input ->> 'total')::bigint));
    when 'share' then return to_jsonb(private.stat_share_pct((input ->> 'part')::bigint, (input ->> 'total')::bigint));
    when 'bucket' then return to_jsonb(private.stat_bucket((input #>> '{}')::integer));
    when 'team' then
      v_aggregate := private.team_round_aggregate((select jsonb_agg(pg_temp.team_member(m -> 'positions')) from jsonb_array_elements(input) m));
      return jsonb_build_object(
        'answers', v_aggregate -> 'answers',
        'overall', v_aggregate -> 'overall',
        'categories', v_aggregate -> 'categories',
        'talk_first', coalesce((select jsonb_agg(t ->> 'question_id' order by o) from jsonb_array_elements(v_aggregate -> 'talk_first') with ordinality as x (t, o)), '[]'::jsonb));
  end case;
end;
$$;

select plan((select count(*)::int from parity_cases) + 3);

select is(coalesce(pg_temp.evaluate(c.formula, c.input), 'null'::jsonb), c.expected, c.name) from parity_cases c order by c.ord;

-- The scores the team cases derive agree with submit_assessment's (the fixture itself is right).
insert into auth.users (id, email, aud, role) values ('00000000-0000-4000-8000-0000000000e1', 'parity@example.com', 'authenticated', 'authenticated');
select set_config('request.jwt.claims', '{"sub": "00000000-0000-4000-8000-0000000000e1", "role": "authenticated"}', true);
select is(
  (select jsonb_build_object('overall_score', r.overall_score, 'category_scores', r.category_scores)
     from private.submit_assessment((pg_temp.team_member('[0,2,2,2,2,3,2,2,2,2,2,2,2,2,2,2,2,2,2,2]') -> 'answers')::json, gen_random_uuid()) r),
  pg_temp.team_member('[0,2,2,2,2,3,2,2,2,2,2,2,2,2,2,2,2,2,2,2]') - 'answers',
  'the fixture scores members as submit_assessment does');

-- Every formula is pure: the same input gives the same output, and nothing reads a table but the
-- question bank.
select is(
  (select array_agg(p.proname::text || ':' || p.provolatile::text order by p.proname) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'private' and p.proname like 'stat\_%'),
  array['stat_bucket:i', 'stat_consensus:i', 'stat_mean:i', 'stat_percentile:i', 'stat_share_pct:i', 'stat_spread:i'],
  'the formulas are immutable functions');
select is(private.stat_consensus(array[0, 1, 2, 3]), 1 - 80 / 144::numeric, 'consensus is computed exactly before display rounding');

select * from finish();
rollback;
