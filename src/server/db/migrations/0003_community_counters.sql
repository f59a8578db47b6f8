-- A post's like and comment counts follow its likes and comments rows in the same transaction,
-- whichever way a row goes (a toggle, a deleted comment, an account deleted by cascade).
CREATE FUNCTION "community_count_likes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "community_posts" SET "like_count" = "like_count" + 1 WHERE "id" = NEW."post_id";
    RETURN NEW;
  END IF;
  UPDATE "community_posts" SET "like_count" = "like_count" - 1 WHERE "id" = OLD."post_id";
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "community_likes_count" AFTER INSERT OR DELETE ON "community_likes"
  FOR EACH ROW EXECUTE FUNCTION "community_count_likes"();
--> statement-breakpoint
CREATE FUNCTION "community_count_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "community_posts" SET "comment_count" = "comment_count" + 1 WHERE "id" = NEW."post_id";
    RETURN NEW;
  END IF;
  UPDATE "community_posts" SET "comment_count" = "comment_count" - 1 WHERE "id" = OLD."post_id";
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "community_comments_count" AFTER INSERT OR DELETE ON "community_comments"
  FOR EACH ROW EXECUTE FUNCTION "community_count_comments"();
