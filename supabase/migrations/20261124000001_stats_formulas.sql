-- The numbers behind team reports and the benchmark, in one place. Every figure those features show
-- is computed by these functions and nothing else, so a TypeScript module can be parity-tested
-- against them (supabase/tests/066_stats_parity.sql holds hand-computed cases). All are pure: they
-- take plain numbers and return plain numbers, unrounded unless the name says otherwise; the callers
-- round for display exactly as written in each comment.
--
-- Inputs are the integers the product stores: option positions p in 0..3 (weakest..strongest) and
-- scores in 0..100. Computing from integer sums keeps every result an exact fraction until the one
-- division, so a TypeScript implementation that does the same reproduces the same digits.
--
-- Rounding, everywhere: half away from zero (PostgreSQL numeric round(); all inputs are >= 0, so this
-- is "half up", which is also what JavaScript's Math.round does for positive numbers).
--
-- None of these is executable by the API roles: only the security-definer functions (running as the
-- owner) call them. They are in private so that nothing here becomes part of the REST surface.

-- Mean: sum(x) / n. NULL for no values. Shown rounded to 1 decimal.
create function private.stat_mean(vals numeric[])
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when count(v) = 0 then null else sum(v) / count(v) end
    from unnest(vals) as u (v)
$$;

-- Spread: the POPULATION standard deviation, sqrt(n * sum(x^2) - sum(x)^2) / n (the same as
-- sqrt(sum((x - mean)^2) / n), written so the radicand is an exact integer for integer scores).
-- 0 for one value, NULL for none. Shown rounded to 1 decimal. Population, not sample: the members who
-- answered are the whole group being described, not a sample of a larger one.
create function private.stat_spread(vals numeric[])
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when count(v) = 0 then null
              else sqrt(greatest(count(v) * sum(v * v) - sum(v) * sum(v), 0)) / count(v) end
    from unnest(vals) as u (v)
$$;

-- Consensus on one question: 1 - (population variance of the positions) / (the largest possible
-- variance of positions in 0..3, which is 1.5^2 = 2.25: half the group at 0, half at 3).
--   consensus = 1 - 4 * (n * sum(p^2) - sum(p)^2) / (9 * n^2)
-- 1 = everyone picked the same option; 0 = the group split evenly between the weakest and the
-- strongest option. Neighbouring options count as nearer agreement than opposite ones, which a share
-- of the modal answer would not see. 1 for one answer, NULL for none. Shown rounded to 3 decimals.
create function private.stat_consensus(positions integer[])
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when count(p) = 0 then null
              else 1 - (4 * (count(p) * sum(p * p) - sum(p) * sum(p)))::numeric / (9 * count(p) * count(p)) end
    from unnest(positions) as u (p)
$$;

-- Percentile rank of a score among N people: the share scoring below it, counting those with the same
-- score as half below (mid-rank), in whole percent:
--   percentile = round(100 * (below + equal / 2) / total) = round(100 * (2 * below + equal) / (2 * total))
-- So the lowest of 20 distinct scores is 3 (2.5 rounded up), the highest 98, a score everyone shares 50.
create function private.stat_percentile(below bigint, equal bigint, total bigint)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when total is null or total <= 0 then null
              else round((100 * (2 * below + equal))::numeric / (2 * total))::integer end
$$;

-- A share in whole percent: round(100 * part / total).
create function private.stat_share_pct(part bigint, total bigint)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when total is null or total <= 0 then null
              else round((100 * part)::numeric / total)::integer end
$$;

-- The benchmark's 10-point buckets: 0 = 0..9, 1 = 10..19, ..., 9 = 90..100 (100 joins the top bucket,
-- so there are ten buckets, not eleven).
create function private.stat_bucket(score integer)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select least(greatest(score, 0) / 10, 9)
$$;

-- Where a question stands in the product's order (architecture, deployment, security, scalability,
-- then the question's number): the order lists are shown in and the last tie-breaker of every ranking.
create function private.question_rank(question_id text)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 100 * coalesce(array_position(array['arch', 'deploy', 'sec', 'scal'], split_part(question_id, '_', 1)), 9)
         + coalesce(nullif(regexp_replace(split_part(question_id, '_', 2), '[^0-9]', '', 'g'), '')::integer, 0)
$$;

revoke all on function private.stat_mean(numeric[]) from public, anon, authenticated, service_role;
revoke all on function private.stat_spread(numeric[]) from public, anon, authenticated, service_role;
revoke all on function private.stat_consensus(integer[]) from public, anon, authenticated, service_role;
revoke all on function private.stat_percentile(bigint, bigint, bigint) from public, anon, authenticated, service_role;
revoke all on function private.stat_share_pct(bigint, bigint) from public, anon, authenticated, service_role;
revoke all on function private.stat_bucket(integer) from public, anon, authenticated, service_role;
revoke all on function private.question_rank(text) from public, anon, authenticated, service_role;

comment on function private.stat_mean(numeric[]) is 'sum(x)/n; NULL for none. Displayed rounded half up to 1 decimal.';
comment on function private.stat_spread(numeric[]) is 'Population standard deviation sqrt(n*sum(x^2) - sum(x)^2)/n. Displayed rounded half up to 1 decimal.';
comment on function private.stat_consensus(integer[]) is 'Positions 0..3: 1 - 4*(n*sum(p^2) - sum(p)^2)/(9*n^2), i.e. 1 - variance/2.25. 1 = all agree, 0 = split between weakest and strongest. Displayed rounded half up to 3 decimals.';
comment on function private.stat_percentile(bigint, bigint, bigint) is 'Mid-rank percentile: round(100*(2*below + equal)/(2*total)), whole percent.';
comment on function private.stat_share_pct(bigint, bigint) is 'round(100*part/total), whole percent.';
comment on function private.stat_bucket(integer) is '10-point bucket 0..9 of a 0..100 score; 100 is in bucket 9.';
comment on function private.question_rank(text) is 'Sort key of a question id in the product''s order (category, then number).';

-- The team report's aggregates for one round, from the members' reports. Input: a JSON array of
-- {"answers": {question id: option key}, "overall_score": int, "category_scores": {category: int}},
-- one element per member who answered. Output (no element of the input survives in it):
--   {"answers": n,
--    "overall": {"mean", "spread", "consensus"},
--    "categories": {category: {"mean", "spread", "consensus"}},
--    "questions": [{"question_id", "category", "options": [{"key", "count"}] weakest first,
--                   "consensus", "weakest"}] in the product's order,
--    "talk_first": [the same entries, at most 3]}
-- mean and spread are of the members' stored scores (overall or category) rounded to 1 decimal;
-- a question's consensus is stat_consensus of the positions picked, a category's the mean of its five
-- questions' consensus, the overall one the mean of all twenty, each rounded to 3 decimals at the end.
-- "weakest" is the option key of the weakest answer anyone gave. talk_first: the questions with the
-- lowest consensus (exact value, before rounding), ties by the product's question order, only those
-- where the members did not all agree (consensus < 1), at most three.
create function private.team_round_aggregate(members jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with member as (
    select m.value as v
      from jsonb_array_elements(case when jsonb_typeof(members) = 'array' then members else '[]'::jsonb end) as m (value)
  ),
  pick as (
    select q.question_id, q.option_key, q.position
      from member m
     cross join lateral jsonb_each_text(case when jsonb_typeof(m.v -> 'answers') = 'object' then m.v -> 'answers' else '{}'::jsonb end) as a (key, value)
      join private.question_options q on q.question_id = a.key and q.option_key = a.value
  ),
  per_option as (
    select o.question_id, o.category, o.option_key, o.position,
           (select count(*) from pick p where p.question_id = o.question_id and p.option_key = o.option_key) as n
      from private.question_options o
  ),
  question as (
    select o.question_id,
           min(o.category) as category,
           jsonb_agg(jsonb_build_object('key', o.option_key, 'count', o.n) order by o.position) as options,
           (select p.option_key from pick p where p.question_id = o.question_id order by p.position limit 1) as weakest,
           -- every position picked, once per member who picked it
           (select array_agg(p.position::integer) from pick p where p.question_id = o.question_id) as positions
      from per_option o
     group by o.question_id
  ),
  question_stats as (
    select q.question_id, q.category, q.options, q.weakest,
           private.stat_consensus(q.positions) as consensus,
           private.question_rank(q.question_id) as rank
      from question q
  ),
  category as (
    select c.category, c.ord,
           (select array_agg((m.v -> 'category_scores' ->> c.category)::numeric) from member m
             where jsonb_typeof(m.v -> 'category_scores' -> c.category) = 'number') as scores,
           (select private.stat_mean(array_agg(s.consensus)) from question_stats s where s.category = c.category) as consensus
      from (values ('architecture', 1), ('deployment', 2), ('security', 3), ('scalability', 4)) as c (category, ord)
  ),
  overall as (
    select (select array_agg((m.v ->> 'overall_score')::numeric) from member m
             where jsonb_typeof(m.v -> 'overall_score') = 'number') as scores,
           (select private.stat_mean(array_agg(s.consensus)) from question_stats s) as consensus
  ),
  entry as (
    select s.question_id, s.rank, s.consensus,
           jsonb_build_object(
             'question_id', s.question_id,
             'category', s.category,
             'options', s.options,
             'consensus', round(s.consensus, 3),
             'weakest', s.weakest) as j
      from question_stats s
  )
  select jsonb_build_object(
    'answers', (select count(*) from member),
    'overall', (select jsonb_build_object(
                  'mean', round(private.stat_mean(o.scores), 1),
                  'spread', round(private.stat_spread(o.scores), 1),
                  'consensus', round(o.consensus, 3))
                  from overall o),
    'categories', (select jsonb_object_agg(c.category, jsonb_build_object(
                     'mean', round(private.stat_mean(c.scores), 1),
                     'spread', round(private.stat_spread(c.scores), 1),
                     'consensus', round(c.consensus, 3)))
                     from category c),
    'questions', coalesce((select jsonb_agg(e.j order by e.rank) from entry e), '[]'::jsonb),
    'talk_first', coalesce((select jsonb_agg(t.j order by t.consensus, t.rank)
                              from (select e.j, e.consensus, e.rank from entry e
                                     where e.consensus < 1
                                     order by e.consensus, e.rank
                                     limit 3) t), '[]'::jsonb)
  )
$$;

revoke all on function private.team_round_aggregate(jsonb) from public, anon, authenticated, service_role;
comment on function private.team_round_aggregate(jsonb) is
  'Team round aggregates (mean, spread, consensus per category and overall; option counts, consensus and weakest answer per question; the three questions with least consensus) from the members'' answers and scores. Formulas: private.stat_*.';
