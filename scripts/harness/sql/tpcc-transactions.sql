-- TPC-C's five transactions (TPC-C 5.11, clause 2) as functions, one call
-- per transaction, as HammerDB's PostgreSQL driver runs them.  The inputs
-- are drawn by the pgbench scripts tpcc.py writes, with pgbench's random
-- functions; what a terminal would display is read and dropped.

-- New-Order (2.4): p_items, p_supply and p_qty hold 15 lines, of which the
-- first p_count are the order's.  A rollback order (p_rollback = 1, 1%)
-- has an unused item number as its last line: its work is done up to that
-- line and undone.  Lines are processed in item order, so that two
-- New-Orders lock their stock rows in one order (no deadlock); each keeps
-- its number in the order.
CREATE FUNCTION tpcc_new_order(p_w int, p_d int, p_c int, p_count int, p_rollback int,
							   p_items int[], p_supply int[], p_qty int[])
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
	v_w_tax		numeric;
	v_d_tax		numeric;
	v_o_id		int;
	v_discount	numeric;
	v_last		text;
	v_credit	text;
	v_all_local int;
	v_price		numeric;
	v_name		text;
	v_data		text;
	v_dist		text;
	v_total		numeric := 0;
	k			int;
BEGIN
	IF p_rollback = 1 THEN
		p_items[p_count] := 100001;
	END IF;
	BEGIN
		SELECT w_tax INTO v_w_tax FROM warehouse WHERE w_id = p_w;
		UPDATE district SET d_next_o_id = d_next_o_id + 1
		 WHERE d_w_id = p_w AND d_id = p_d
		RETURNING d_next_o_id - 1, d_tax INTO v_o_id, v_d_tax;
		SELECT c_discount, c_last, c_credit INTO v_discount, v_last, v_credit
		  FROM customer WHERE c_w_id = p_w AND c_d_id = p_d AND c_id = p_c;
		v_all_local := CASE WHEN p_supply[1:p_count] <@ ARRAY[p_w] THEN 1 ELSE 0 END;
		INSERT INTO orders VALUES (v_o_id, p_d, p_w, p_c, now(), NULL, p_count, v_all_local);
		INSERT INTO new_order VALUES (v_o_id, p_d, p_w);
		FOR k IN SELECT s.k FROM generate_series(1, p_count) s(k)
				  ORDER BY p_items[s.k], p_supply[s.k], s.k
		LOOP
			SELECT i_price, i_name, i_data INTO v_price, v_name, v_data
			  FROM item WHERE i_id = p_items[k];
			IF NOT FOUND THEN
				RAISE EXCEPTION 'item % not found', p_items[k] USING ERRCODE = 'no_data_found';
			END IF;
			UPDATE stock
			   SET s_quantity = CASE WHEN s_quantity >= p_qty[k] + 10 THEN s_quantity - p_qty[k]
									 ELSE s_quantity - p_qty[k] + 91 END,
				   s_ytd = s_ytd + p_qty[k],
				   s_order_cnt = s_order_cnt + 1,
				   s_remote_cnt = s_remote_cnt + CASE WHEN p_supply[k] = p_w THEN 0 ELSE 1 END
			 WHERE s_i_id = p_items[k] AND s_w_id = p_supply[k]
			RETURNING CASE p_d WHEN 1 THEN s_dist_01 WHEN 2 THEN s_dist_02 WHEN 3 THEN s_dist_03
							   WHEN 4 THEN s_dist_04 WHEN 5 THEN s_dist_05 WHEN 6 THEN s_dist_06
							   WHEN 7 THEN s_dist_07 WHEN 8 THEN s_dist_08 WHEN 9 THEN s_dist_09
							   ELSE s_dist_10 END INTO v_dist;
			INSERT INTO order_line
			VALUES (v_o_id, p_d, p_w, k, p_items[k], p_supply[k], NULL, p_qty[k],
					p_qty[k] * v_price, v_dist);
			v_total := v_total + p_qty[k] * v_price;
		END LOOP;
	EXCEPTION
		WHEN no_data_found THEN
			RETURN 0;
	END;
	RETURN v_o_id;
END
$$;

-- a customer of a district by last name (2.5.2.2: the one at position
-- ceil(n / 2) of those with that name, ordered by first name), or by number
CREATE FUNCTION tpcc_customer(p_w int, p_d int, p_c int, p_by_name int, p_last int)
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
	v_name		text;
	v_count		int;
	v_c			int;
BEGIN
	IF p_by_name <= 60 THEN
		v_name := tpcc_last_name(p_last);
		SELECT count(*) INTO v_count FROM customer
		 WHERE c_w_id = p_w AND c_d_id = p_d AND c_last = v_name;
		SELECT c_id INTO v_c FROM customer
		 WHERE c_w_id = p_w AND c_d_id = p_d AND c_last = v_name
		 ORDER BY c_first OFFSET (v_count - 1) / 2 LIMIT 1;
		RETURN v_c;
	END IF;
	RETURN p_c;
END
$$;

-- Payment (2.5): the customer of (p_cw, p_cd), by last name 60% of the
-- time, pays p_cents to the district (p_w, p_d)
CREATE FUNCTION tpcc_payment(p_w int, p_d int, p_cw int, p_cd int, p_c int, p_by_name int,
							 p_last int, p_cents int)
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
	v_amount	numeric := p_cents / 100.0;
	v_w_name	text;
	v_d_name	text;
	v_c			int;
	v_credit	text;
BEGIN
	UPDATE warehouse SET w_ytd = w_ytd + v_amount WHERE w_id = p_w
	RETURNING w_name INTO v_w_name;
	UPDATE district SET d_ytd = d_ytd + v_amount WHERE d_w_id = p_w AND d_id = p_d
	RETURNING d_name INTO v_d_name;
	v_c := tpcc_customer(p_cw, p_cd, p_c, p_by_name, p_last);
	SELECT c_credit INTO v_credit FROM customer
	 WHERE c_w_id = p_cw AND c_d_id = p_cd AND c_id = v_c FOR UPDATE;
	IF v_credit = 'BC' THEN
		UPDATE customer
		   SET c_balance = c_balance - v_amount, c_ytd_payment = c_ytd_payment + v_amount,
			   c_payment_cnt = c_payment_cnt + 1,
			   c_data = left(format('%s %s %s %s %s %s | ', v_c, p_cd, p_cw, p_d, p_w, v_amount)
							 || c_data, 500)
		 WHERE c_w_id = p_cw AND c_d_id = p_cd AND c_id = v_c;
	ELSE
		UPDATE customer
		   SET c_balance = c_balance - v_amount, c_ytd_payment = c_ytd_payment + v_amount,
			   c_payment_cnt = c_payment_cnt + 1
		 WHERE c_w_id = p_cw AND c_d_id = p_cd AND c_id = v_c;
	END IF;
	INSERT INTO history
	VALUES (v_c, p_cd, p_cw, p_d, p_w, now(), v_amount, left(v_w_name || '    ' || v_d_name, 24));
	RETURN v_c;
END
$$;

-- Order-Status (2.6): a customer's last order and its lines
CREATE FUNCTION tpcc_order_status(p_w int, p_d int, p_c int, p_by_name int, p_last int)
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
	v_c			int;
	v_o_id		int;
	v_lines		int;
BEGIN
	v_c := tpcc_customer(p_w, p_d, p_c, p_by_name, p_last);
	PERFORM c_balance, c_first, c_middle, c_last FROM customer
	  WHERE c_w_id = p_w AND c_d_id = p_d AND c_id = v_c;
	SELECT o_id INTO v_o_id FROM orders
	 WHERE o_w_id = p_w AND o_d_id = p_d AND o_c_id = v_c
	 ORDER BY o_id DESC LIMIT 1;
	SELECT count(*) INTO v_lines
	  FROM (SELECT ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d
			  FROM order_line
			 WHERE ol_w_id = p_w AND ol_d_id = p_d AND ol_o_id = v_o_id) l;
	RETURN v_lines;
END
$$;

-- Delivery (2.7): each district's oldest undelivered order delivered by
-- p_carrier.  A district whose oldest order another Delivery took while
-- this one waited is skipped (as one with none).
CREATE FUNCTION tpcc_delivery(p_w int, p_carrier int)
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
	v_d			int;
	v_o_id		int;
	v_c			int;
	v_total		numeric;
	v_done		int := 0;
BEGIN
	FOR v_d IN 1..10 LOOP
		DELETE FROM new_order
		 WHERE no_w_id = p_w AND no_d_id = v_d
		   AND no_o_id = (SELECT min(no_o_id) FROM new_order
						   WHERE no_w_id = p_w AND no_d_id = v_d)
		RETURNING no_o_id INTO v_o_id;
		CONTINUE WHEN NOT FOUND;
		UPDATE orders SET o_carrier_id = p_carrier
		 WHERE o_w_id = p_w AND o_d_id = v_d AND o_id = v_o_id
		RETURNING o_c_id INTO v_c;
		WITH delivered AS (
			UPDATE order_line SET ol_delivery_d = now()
			 WHERE ol_w_id = p_w AND ol_d_id = v_d AND ol_o_id = v_o_id
			RETURNING ol_amount)
		SELECT sum(ol_amount) INTO v_total FROM delivered;
		UPDATE customer
		   SET c_balance = c_balance + v_total, c_delivery_cnt = c_delivery_cnt + 1
		 WHERE c_w_id = p_w AND c_d_id = v_d AND c_id = v_c;
		v_done := v_done + 1;
	END LOOP;
	RETURN v_done;
END
$$;

-- Stock-Level (2.8): the distinct items of the district's last 20 orders
-- whose stock is below p_threshold
CREATE FUNCTION tpcc_stock_level(p_w int, p_d int, p_threshold int)
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
	v_next		int;
	v_low		int;
BEGIN
	SELECT d_next_o_id INTO v_next FROM district WHERE d_w_id = p_w AND d_id = p_d;
	SELECT count(DISTINCT s_i_id) INTO v_low
	  FROM order_line JOIN stock ON s_w_id = p_w AND s_i_id = ol_i_id
	 WHERE ol_w_id = p_w AND ol_d_id = p_d
	   AND ol_o_id >= v_next - 20 AND ol_o_id < v_next
	   AND s_quantity < p_threshold;
	RETURN v_low;
END
$$;
